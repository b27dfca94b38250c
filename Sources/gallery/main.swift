import FormUIServer
print("gallery")
