-- Creates BENCH_SESSIONS sessions, each of which changes one control: GET / without a cookie (the
-- server answers with a new session's cookie), then POST / with that cookie. Stops by itself; may
-- overshoot by at most the number of connections. Run it with one wrk thread (-t1): it exits wrk as soon
-- as the last post is answered.
local target = tonumber(os.getenv("BENCH_SESSIONS") or "100000")
local flavors = { "vanilla", "strawberry", "pistachio", "lemon", "hazelnut", "mango", "coffee" }
local cookies = {}
local get, idle
local threads = {}
created = 0
posted = 0

setup = function(thread)
  table.insert(threads, thread)
end

init = function(args)
  get = wrk.format("GET", "/", {}, nil)
  idle = wrk.format("GET", "/formui.css", {}, nil)
end

request = function()
  local cookie = table.remove(cookies)
  if cookie then
    local body = "flavor=" .. flavors[posted % #flavors + 1]
    return wrk.format("POST", "/", { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = cookie }, body)
  end
  if created >= target then return idle end
  return get
end

response = function(status, headers, body)
  if status == 303 then
    posted = posted + 1
    if posted >= target then
      -- wrk would otherwise sleep out its whole duration; run with -t1, so this thread saw everything.
      io.write(string.format("SESSIONS-POSTED %d\n", posted))
      io.flush()
      os.exit(0)
    end
    return
  end
  for name, value in pairs(headers) do
    if string.lower(name) == "set-cookie" then
      local pair = string.match(value, "^([^;]+)")
      if pair and created < target then
        created = created + 1
        table.insert(cookies, pair)
      end
    end
  end
end

done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("posted") end
  io.write(string.format("SESSIONS-POSTED %d\n", total))
end
