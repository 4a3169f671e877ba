# Compiles vocab.pxd so that its `cpdef enum` constants are importable from Python.
