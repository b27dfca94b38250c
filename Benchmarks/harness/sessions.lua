-- Creates BENCH_SESSIONS sessions, each of which changes one control: POST / without a cookie, as a
-- visitor's first post (the server starts their session there, answers 303 and sets its cookie). Every
-- server in the run, FormUI and the peers alike, makes a session on a first post and never on a GET.
-- Stops by itself; may overshoot by at most the number of connections. Run it with one wrk thread (-t1):
-- it exits wrk as soon as the last session is made.
local target = tonumber(os.getenv("BENCH_SESSIONS") or "100000")
local flavors = { "vanilla", "strawberry", "pistachio", "lemon", "hazelnut", "mango", "coffee" }
local posts = {}
local idle
local threads = {}
sent = 0
posted = 0

setup = function(thread)
  table.insert(threads, thread)
end

init = function(args)
  for index, flavor in ipairs(flavors) do
    posts[index] = wrk.format("POST", "/", { ["Content-Type"] = "application/x-www-form-urlencoded" }, "flavor=" .. flavor)
  end
  idle = wrk.format("GET", "/formui.css", {}, nil)
end

request = function()
  -- Counted by answers, not by requests sent: a request lost on a closed connection is made up for.
  if posted >= target then return idle end
  sent = sent + 1
  return posts[sent % #posts + 1]
end

response = function(status, headers, body)
  if status ~= 303 then return end
  for name, value in pairs(headers) do
    if string.lower(name) == "set-cookie" then
      posted = posted + 1
      if posted >= target then
        -- wrk would otherwise sleep out its whole duration; run with -t1, so this thread saw everything.
        io.write(string.format("SESSIONS-POSTED %d\n", posted))
        io.flush()
        os.exit(0)
      end
      return
    end
  end
end

done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("posted") end
  io.write(string.format("SESSIONS-POSTED %d\n", total))
end
