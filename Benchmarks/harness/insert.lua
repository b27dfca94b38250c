-- POST /books urlencoded with the session cookie: the Add button with a title and an author, so that
-- every post inserts a book before its 303.
local cookie = os.getenv("BENCH_COOKIE") or ""
local request_bytes

init = function(args)
  local headers = { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = cookie }
  request_bytes = wrk.format("POST", "/books", headers, "title=A+new+book&author=Benchmark+%26+Co&_action=add")
end

request = function()
  return request_bytes
end
