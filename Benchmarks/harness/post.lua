-- POST / urlencoded with the session cookie, alternating between two flavors so that every post
-- really writes the session's state (and bumps its revision) before the 303.
local cookie = os.getenv("BENCH_COOKIE") or ""
local requests = {}
local count = 0

init = function(args)
  local headers = { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = cookie }
  requests[1] = wrk.format("POST", "/", headers, "flavor=vanilla")
  requests[2] = wrk.format("POST", "/", headers, "flavor=chocolate")
end

request = function()
  count = count + 1
  return requests[count % 2 + 1]
end
