print("prosc-load: not built yet")
