// The benchmark arrives once the operators it measures (subjects, map, filter, scan, range) exist.
print("bench: not written yet")
