#!/usr/bin/env python3
# A long live session: starts `obslab serve SCENARIO --port 0`, sends TAPS actions
# (`POST /api/action {"verb":"tap","label":LABEL}`) one after the other on one connection,
# as a page would, then `GET /api/state`; prints the server's resident size every 1,000
# taps (from /proc/PID/status), the size of the last answer, and the state's size and time.
#
#   Benchmarks/live-session.py [path/to/obslab] [TAPS] [SCENARIO] [LABEL]
#   Benchmarks/live-session.py .build/debug/obslab 10000 food-truck "Add order"
import http.client, json, re, subprocess, sys, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/obslab"
taps = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
scenario = sys.argv[3] if len(sys.argv) > 3 else "food-truck"
label = sys.argv[4] if len(sys.argv) > 4 else "Add order"

server = subprocess.Popen([binary, "serve", scenario, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
try:
    port = int(re.search(r":(\d+)/", server.stdout.readline().decode()).group(1))

    def resident():
        with open(f"/proc/{server.pid}/status") as status:
            return next(line.split()[1] for line in status if line.startswith("VmRSS")) + " kB"

    connection = http.client.HTTPConnection("127.0.0.1", port)
    body = json.dumps({"verb": "tap", "label": label})
    started = time.time()
    for tap in range(1, taps + 1):
        connection.request("POST", "/api/action", body, {"Content-Type": "application/json"})
        answer = connection.getresponse()
        data = answer.read()
        if answer.status != 200:
            sys.exit(f"tap {tap}: {answer.status} {data[:200]!r}")
        if tap % 1000 == 0:
            print(f"{tap} taps in {time.time() - started:.1f} s: resident {resident()}, last answer {len(data)} bytes", flush=True)
    asked = time.time()
    connection.request("GET", "/api/state")
    state = connection.getresponse().read()
    print(f"after {taps} taps: GET /api/state {len(state)} bytes in {time.time() - asked:.3f} s; resident {resident()}")
finally:
    server.terminate()
    server.wait()
