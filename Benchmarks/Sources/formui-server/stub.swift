// Waiting for FormUIServer (branch server).
print("formui-server: FormUIServer has not landed yet")
