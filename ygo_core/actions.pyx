# Compiles actions.pxd so that its constants are importable from Python.
