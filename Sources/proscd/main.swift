print("proscd: not built yet")
