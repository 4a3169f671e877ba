"""Build the Cython extensions of ygo_core and dm_core.

Set YGO_DEBUG=1 for a debug build: every state index is bounds-checked (an out-of-range index
aborts with its source line), Cython's own bounds and wraparound checks are on, and no -O3.
"""
import os

import numpy as np
from Cython.Build import cythonize
from setuptools import Extension, setup

DEBUG = os.environ.get("YGO_DEBUG", "") not in ("", "0")

macros = [("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")]
if DEBUG:
    macros.append(("YGO_DEBUG", "1"))
compile_args = (["-O0", "-g"] if DEBUG else ["-O3"]) + ["-fno-strict-aliasing", "-Wno-unused-but-set-variable", "-Wno-unused-function"]

extensions = [
    # What both games share: the RNG, the continuation stack, the status codes.
    Extension("*", ["sim_core/**/*.pyx"], include_dirs=[np.get_include()],
              define_macros=macros, extra_compile_args=compile_args),
    Extension("*", ["ygo_core/**/*.pyx"], include_dirs=[np.get_include()],
              define_macros=macros, extra_compile_args=compile_args),
    # The Duel Masters engine (docs/dm.md), on the same RNG and stack.
    Extension("*", ["dm_core/**/*.pyx"], include_dirs=[np.get_include()],
              define_macros=macros, extra_compile_args=compile_args),
]

directives = {
    "language_level": 3,
    "boundscheck": DEBUG,
    "wraparound": DEBUG,
    "initializedcheck": DEBUG,
    "cdivision": True,
}

setup(ext_modules=cythonize(extensions, compiler_directives=directives,
                            build_dir="build/debug" if DEBUG else "build/release"))
