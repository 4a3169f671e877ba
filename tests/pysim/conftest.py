"""Fixtures for the pysim tests: the shared real-data folder (``../shared``)."""
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
GOAT_CDB = SHARED / "cards" / "goat-en.cdb"
GOAT_LFLIST = SHARED / "cards" / "goat-lflist.conf"
DECKS = SHARED / "decks"
GOAT_DECKS = DECKS / "goat"


def require(path: Path) -> Path:
    """Skip the test when a file or folder of the shared data is absent."""
    if not path.exists():
        pytest.skip(f"shared test data not found: {path} (expected next to the repository)")
    return path


@pytest.fixture(scope="session")
def goat_db():
    from ygo_core.carddb import CardDB
    return CardDB.from_cdb(require(GOAT_CDB))


@pytest.fixture(scope="session")
def goat_lists():
    from pysim.banlist import load_lflist
    return load_lflist(require(GOAT_LFLIST))


@pytest.fixture
def shared_file():
    """``shared_file("decks", "x.ydk")``: a path under ../shared, or skip the test."""
    def get(*parts: str) -> Path:
        return require(SHARED.joinpath(*parts))
    return get
