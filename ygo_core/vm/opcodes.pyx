# Compiles opcodes.pxd so that its constants are importable by the compiler.
