-- POST /books urlencoded: the Add button with a title and an author, so that every post inserts a book
-- before its 303. Each request is a visitor's in turn (BENCH_COOKIES: 64 session cookies separated by
-- `;`), so 64 connections are 64 visitors adding books at once, not one visitor's 64 tabs: a post
-- waits for the one before it from the same visitor in FormUI (its session orders them), which the
-- peers' pages do not do.
local cookies = {}
local next_cookie = 0
local bodies = {}

init = function(args)
  for cookie in string.gmatch(os.getenv("BENCH_COOKIES") or "", "[^;]+") do
    local headers = { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = cookie }
    table.insert(bodies, wrk.format("POST", "/books", headers, "title=A+new+book&author=Benchmark+%26+Co&_action=add"))
  end
end

request = function()
  next_cookie = next_cookie % #bodies + 1
  return bodies[next_cookie]
end
