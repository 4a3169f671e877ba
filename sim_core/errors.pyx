# Compiles errors.pxd so that its constants are importable from Python.
