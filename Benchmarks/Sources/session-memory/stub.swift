// Waiting for FormUIServer (branch server).
print("session-memory: FormUIServer has not landed yet")
