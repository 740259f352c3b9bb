print("prosc: not built yet")
