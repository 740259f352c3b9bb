print("engine-bench: not built yet")
