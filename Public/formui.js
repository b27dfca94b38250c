/*
 * FormUI — optional page script (load with `defer`). Everything works without it.
 *
 * What it adds:
 * - A select, radio, checkbox/switch, range or date input submits the form when it changes, so the
 *   "Apply changes" bar is hidden (kept when the form has text fields: they still need a submit).
 * - Every submission of a FormUI form is sent with fetch (the same fields, urlencoded, plus the pressed
 *   button's name and value), the 303 is followed, and the new page's <main> (or <form>) replaces the old
 *   one in place, keeping focus (by element id, or by name and value) and the scroll position.
 * - A page with a timer (a `data-refresh-seconds` mark) is fetched again at the timer's pace and swapped
 *   in the same way, while nothing is being typed or sent.
 * - An answer that opens another address (an action's openURL: `Refresh: 0;url=…`) goes there.
 * - If the request fails before any response arrives, the form is submitted the ordinary way. A response
 *   that did arrive but cannot be swapped in is shown as a whole page instead: the post was made, so it
 *   is never sent twice.
 */
(function () {
  "use strict";
  if (!window.fetch || !window.FormData || !window.DOMParser || !window.URLSearchParams || !document.querySelector) return;

  var FORM = "form.formui";
  var TEXT_LIKE = 'input:not([type]), input[type="text"], input[type="password"], input[type="email"], input[type="search"], input[type="url"], input[type="tel"], input[type="number"], input[type="file"], textarea';
  var busy = false;
  var queued = null; // what the user did while a request was on its way: { submitter }
  var bypass = false;
  var pending = null;
  var edited = false; // something typed or chosen since the page was last swapped in
  var refreshing = false;

  document.documentElement.classList.add("formui-live");

  /** How long to wait after a change before submitting: 0 for a click-like choice; longer for inputs
      that change on every keystroke (a date being typed, a slider moved with the arrow keys). */
  function delayFor(element) {
    if (element.tagName === "SELECT") return 0;
    if (element.tagName !== "INPUT") return -1;
    switch (element.type) {
      case "radio": case "checkbox": return 0;
      case "range": return 250;
      case "date": case "time": case "datetime-local": case "month": case "week": return 900;
      default: return -1;
    }
  }

  /** Hides the Apply bar of every form that submits itself on change (no text fields to commit). */
  function markApplyBars() {
    var forms = document.querySelectorAll(FORM);
    for (var i = 0; i < forms.length; i++) {
      var bar = forms[i].querySelector(".apply-bar");
      if (bar && !forms[i].querySelector(TEXT_LIKE)) bar.classList.add("auto-applied");
    }
  }

  /** Where focus was, in a form that survives the swap: the element's id, or its name and value. */
  function focusKey() {
    var element = document.activeElement;
    if (!element || element === document.body) return null;
    return { id: element.id, name: element.getAttribute("name"), value: element.getAttribute("value"), tag: element.tagName };
  }

  function restoreFocus(key) {
    var summary = document.querySelector(".error-summary");
    if (summary) { summary.focus(); return; }
    if (!key) return;
    var element = key.id ? document.getElementById(key.id) : null;
    if (!element && key.name && window.CSS && CSS.escape) {
      var selector = key.tag.toLowerCase() + '[name="' + CSS.escape(key.name) + '"]';
      if (key.value !== null) selector += '[value="' + CSS.escape(key.value) + '"]';
      element = document.querySelector(selector);
    }
    if (element && typeof element.focus === "function") {
      try { element.focus({ preventScroll: true }); } catch (error) { element.focus(); }
    }
  }

  /** Puts the new page's content in place of the old: <main> when both pages have one, else the form. */
  function swap(html, form) {
    var next = new DOMParser().parseFromString(html, "text/html");
    var oldMain = document.querySelector("main");
    var newMain = next.querySelector("main");
    var newForm = next.querySelector(FORM);
    if (oldMain && newMain && oldMain.contains(form)) {
      oldMain.replaceChildren.apply(oldMain, Array.prototype.map.call(newMain.childNodes, function (node) {
        return document.importNode(node, true);
      }));
    } else if (newForm) {
      form.replaceWith(document.importNode(newForm, true));
    } else {
      return false;
    }
    if (next.title) document.title = next.title;
    return true;
  }

  /** Shows a response that could not be swapped in as the whole page. */
  function showWhole(html) {
    document.open();
    document.write(html);
    document.close();
  }

  /** Submits the ordinary way: the browser posts, follows the 303 and loads the page. */
  function submitNatively(form, submitter) {
    bypass = true;
    try {
      if (form.requestSubmit) form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
      else form.submit();
    } finally {
      bypass = false;
    }
  }

  function send(form, submitter) {
    if (busy) { queued = { submitter: submitter }; return; }
    busy = true;
    form.setAttribute("aria-busy", "true");
    var data = new FormData(form);
    if (submitter && submitter.name) data.append(submitter.name, submitter.value);
    else if (!submitter) data.append("_action", "_apply");
    var key = focusKey();
    var scrollX = window.scrollX, scrollY = window.scrollY;
    var target = form.getAttribute("action") || window.location.href;
    var response;
    var controller = window.AbortController ? new AbortController() : null;
    var timer = controller ? setTimeout(function () { controller.abort(); }, 15000) : null;

    fetch(target, {
      method: "POST",
      // A form with a file input posts as multipart/form-data, as the browser would; any other as a
      // urlencoded body.
      body: form.enctype === "multipart/form-data" ? data : new URLSearchParams(data),
      credentials: "same-origin",
      redirect: "follow",
      headers: { "Accept": "text/html" },
      signal: controller ? controller.signal : undefined
    }).then(function (received) {
      response = received;
      return received.text();
    }).then(function (html) {
      clearTimeout(timer);
      busy = false;
      if ((queued || pending) && response.ok) {
        // Swapping now would throw away what was done meanwhile (or is about to be sent): post the
        // form as it is instead, and swap in that answer.
        var next = queued || { submitter: null };
        queued = null;
        if (pending) { clearTimeout(pending); pending = null; }
        send(form, next.submitter);
        return;
      }
      queued = null;
      // An action opened an address (openURL): go there, as the page would without the script.
      var opened = /^\s*0\s*;\s*url=(.+)$/i.exec(response.headers.get("Refresh") || "");
      if (opened) { form.removeAttribute("aria-busy"); window.location.assign(opened[1]); return; }
      var isHTML = (response.headers.get("Content-Type") || "").indexOf("text/html") !== -1;
      if (!isHTML || !swap(html, form)) { showWhole(html); return; }
      if (response.url && response.url !== window.location.href) {
        history.pushState({ formui: true }, "", response.url);
      }
      markApplyBars();
      window.scrollTo(scrollX, scrollY);
      restoreFocus(key);
      edited = false;
      refreshLater();
    }).catch(function () {
      clearTimeout(timer);
      busy = false;
      form.removeAttribute("aria-busy");
      if (response) return; // it arrived: never post twice
      submitNatively(form, submitter);
    });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (bypass || !form.matches || !form.matches(FORM)) return;
    event.preventDefault();
    if (pending) { clearTimeout(pending); pending = null; }
    send(form, event.submitter || null);
  });

  document.addEventListener("change", function (event) {
    var element = event.target;
    edited = true;
    // A switch says its state in aria-checked too: keep it in step with the box until the page comes back.
    if (element.type === "checkbox" && element.getAttribute("role") === "switch") {
      element.setAttribute("aria-checked", element.checked ? "true" : "false");
    }
    var form = element.form;
    if (!form || !form.matches(FORM)) return;
    var delay = delayFor(element);
    if (delay < 0) return;
    if (pending) clearTimeout(pending);
    pending = setTimeout(function () { pending = null; send(form, null); }, delay);
  });

  /** Fetches a page that has a timer again after its interval, unless the visitor is busy with it. */
  function refreshLater() {
    var mark = document.querySelector("[data-refresh-seconds]");
    if (refreshing || !mark) return;
    refreshing = true;
    var seconds = Math.max(1, parseFloat(mark.getAttribute("data-refresh-seconds")) || 1);
    setTimeout(function () {
      var form = document.querySelector(FORM);
      if (busy || pending || edited || !form) { refreshing = false; refreshLater(); return; }
      fetch(window.location.href, { credentials: "same-origin", headers: { "Accept": "text/html" } })
        .then(function (received) { return received.ok ? received.text() : null; })
        .then(function (html) {
          refreshing = false;
          if (html && !busy && !pending && !edited && document.contains(form)) {
            var key = focusKey();
            if (swap(html, form)) { markApplyBars(); restoreFocus(key); }
          }
          refreshLater();
        }, function () { refreshing = false; });
    }, seconds * 1000);
  }

  // A date being typed: wait while keys are pressed, but do not wait once focus leaves it.
  document.addEventListener("input", function (event) {
    edited = true;
    if (busy && !queued && event.target.form && event.target.form.matches(FORM)) queued = { submitter: null };
    if (pending && delayFor(event.target) > 0) {
      clearTimeout(pending);
      var form = event.target.form;
      pending = setTimeout(function () { pending = null; send(form, null); }, delayFor(event.target));
    }
  });
  document.addEventListener("focusout", function (event) {
    var form = event.target.form;
    if (pending && form && delayFor(event.target) > 0) {
      clearTimeout(pending);
      pending = null;
      send(form, null);
    }
  });

  // Pages we pushed onto the history: going back loads them from the server.
  window.addEventListener("popstate", function () { window.location.reload(); });

  markApplyBars();
  refreshLater();
  if (document.querySelector(".error-summary")) document.querySelector(".error-summary").focus();
})();
