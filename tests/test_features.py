"""ygo_core.card_features: the card feature table a policy embeds cards with (docs/observation.md),
indexed by the vocabulary index the observation carries."""
import numpy as np
import pytest

from ygo_core import CardDB, Duel, card_features
from ygo_core import observe as O

from helpers import starter_decks

BLUE_EYES = 89631139
DARK_HOLE = 53129443
SANGAN = 26202165
OAFDRAGON_MAGICIAN = 14920218  # a Pendulum Monster, Scales 2/2


@pytest.fixture(scope="module")
def features():
    db = CardDB()
    return db, card_features(db)


def row_of(db, features, code):
    row = features.table[db.vocabulary().index([code])[0]]
    return {name: int(row[k]) for k, name in enumerate(features.columns) if row[k]}


def test_blue_eyes_is_a_level_8_light_dragon_of_3000_2500_without_words(features):
    db, f = features
    assert row_of(db, f, BLUE_EYES) == {"kind.monster": 1, "kind.normal": 1, "attribute.LIGHT": 1,
                                        "race.Dragon": 1, "level": 8, "atk": 3000, "def": 2500}


def test_a_spell_has_its_kind_bits_and_its_scripts_words(features):
    db, f = features
    # Dark Hole: activate(destroy_all(...), conditions=[count_at_least(...)]).
    assert row_of(db, f, DARK_HOLE) == {"kind.spell": 1, "effect.CARD": 1, "op.DESTROY_ALL": 1, "cond.COUNT": 1}


def test_sangan_is_a_trigger_on_leaving_the_field_that_adds_to_the_hand(features):
    db, f = features
    row = row_of(db, f, SANGAN)
    assert row == {"kind.monster": 1, "kind.effect": 1, "attribute.DARK": 1, "race.Fiend": 1, "level": 3,
                   "atk": 1000, "def": 600, "effect.TRIGGER": 1, "event.SENT_FROM_FIELD_TO_GY": 1,
                   "op.TO_HAND_CHOSEN": 1}


def test_pendulum_scales_and_the_table_shape(features):
    db, f = features
    row = row_of(db, f, OAFDRAGON_MAGICIAN)
    assert row["kind.pendulum"] == 1 and row["left_scale"] == row["right_scale"] == 2
    assert f.table.shape == (len(db.vocabulary()), len(f.columns)) and f.table.dtype == np.int32
    assert len(set(f.columns)) == len(f.columns)
    assert not f.table[0].any()  # vocabulary index 0: no card, or a hidden one
    with pytest.raises(KeyError, match="no feature column 'level9'"):
        f.column("level9")


def test_the_observations_vocab_words_index_the_table(features):
    # An option row's vocab word is the card's row of the table: its printed ATK is there.
    db, f = features
    duel = Duel(db, *starter_decks(), seed=1)
    obs = duel.observation(duel.current_player())
    atk, code = f.column("atk"), f.column("kind.monster")
    checked = 0
    for k in range(obs[O.OBS_OPTION_COUNT]):
        row = obs[O.OBS_OPTION_ROWS + k * O.OPT_WIDTH:O.OBS_OPTION_ROWS + (k + 1) * O.OPT_WIDTH]
        if row[O.OPT_VOCAB] > 0:
            info = db[int(row[O.OPT_CODE])]
            assert f.table[row[O.OPT_VOCAB], atk] == info.atk
            assert f.table[row[O.OPT_VOCAB], code] == info.is_monster
            checked += 1
    assert checked > 3
