"""`python3 -m pip install .`: the cardroom Python package (python/cardroom, with
cardroom.training), its C++ extension built by the project's own CMake, and the learned bots'
shipped models (models/*.bin).

Offline, with Debian's setuptools: there is deliberately no pyproject.toml, so pip builds with
the setuptools it finds instead of downloading one into an isolated environment. Needs what
`scripts/setup --dev` installs (a C++ compiler, CMake, the libraries, pybind11 and the
interpreter's headers). CMake builds in build/pip/cmake-<python> and reuses it the next time;
CARDROOM_BUILD_DIR names an already configured build folder to take the extension from instead
(the tests use the release build's). See docs/python.md, "Installing".
"""
import glob
import os
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = os.path.dirname(os.path.abspath(__file__))
PIP_BUILD = os.path.join("build", "pip")  # setuptools' own build and egg-info, beside CMake's


def version():
    with open(os.path.join(ROOT, "VERSION"), encoding="utf-8") as f:
        return f.read().strip()


class CMakeExtension(Extension):
    """The extension `cardroom._cardroom`: CMake's target `_cardroom`, not sources of its own."""

    def __init__(self, name):
        super().__init__(name, sources=[])


class BuildWithCMake(build_ext):
    def build_extension(self, ext):
        build = os.environ.get("CARDROOM_BUILD_DIR")
        if build:
            build = os.path.abspath(build)
        else:
            tag = sysconfig.get_config_var("SOABI") or "python"
            build = os.path.join(ROOT, PIP_BUILD, "cmake-" + tag)
            subprocess.run(
                ["cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                 "-DCARDROOM_DEV=OFF", "-DCARDROOM_PYTHON_PACKAGE=ON",
                 "-DCARDROOM_PYTHON=" + sys.executable],
                check=True)
        jobs = str(os.cpu_count() or 1)
        subprocess.run(["cmake", "--build", build, "--target", "_cardroom", "-j", jobs],
                       check=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = os.path.join(build, "python", "cardroom", "_cardroom" + suffix)
        if not os.path.exists(built):
            found = glob.glob(os.path.join(build, "python", "cardroom", "_cardroom*.so"))
            raise RuntimeError(
                f"CMake built no {built} for this Python ({sys.executable}); found {found}: "
                f"a build folder is made for one interpreter (CARDROOM_PYTHON)")
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built, target)


class BuildWithModels(build_py):
    """The package's files, and the shipped models in cardroom/models/ (cardroom/__init__.py
    points the learned bots at them)."""

    def run(self):
        super().run()
        models = os.path.join(self.build_lib, "cardroom", "models")
        os.makedirs(models, exist_ok=True)
        for path in sorted(glob.glob(os.path.join(ROOT, "models", "*.bin")) +
                           glob.glob(os.path.join(ROOT, "models", "*.md"))):
            shutil.copyfile(path, os.path.join(models, os.path.basename(path)))


os.makedirs(os.path.join(ROOT, PIP_BUILD), exist_ok=True)
setup(
    name="cardroom",
    version=version(),
    description="Engines, bots and tools for Seven Twenty-Seven, Fifteen Thirty-Five and "
                "Five Three Five",
    python_requires=">=3.9",
    install_requires=["numpy"],
    package_dir={"": "python"},
    packages=["cardroom", "cardroom.training"],
    package_data={"cardroom": ["_cardroom.pyi", "py.typed"]},
    ext_modules=[CMakeExtension("cardroom._cardroom")],
    cmdclass={"build_ext": BuildWithCMake, "build_py": BuildWithModels},
    options={"build": {"build_base": PIP_BUILD}, "egg_info": {"egg_base": PIP_BUILD}},
    zip_safe=False,
)
