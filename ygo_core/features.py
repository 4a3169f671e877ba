"""The card feature table a policy embeds cards with: :func:`card_features`.

One row per card of the card data, in vocabulary order (``CardDB.vocabulary()``: row ``i`` is
the card of vocabulary index ``i``, the index the observation's ``*_vocab`` words carry; row 0,
"no card / hidden", is all 0), and one column per feature, named in ``columns``:

- ``kind.<name>``: 1 for each bit of the card's type line (monster, spell, trap, normal,
  effect, fusion, ... ``TYPE_*`` of the card data);
- ``attribute.<ATTRIBUTE>``, ``race.<Type>``: one-hot (all 0 for a Spell or Trap);
- ``level``, ``atk``, ``def``, ``left_scale``, ``right_scale``: the printed numbers (an ATK or DEF
  printed "?" reads 0 with ``atk_unknown`` / ``def_unknown`` 1);
- the card's script as a bag of words of the effect vocabulary (``docs/effects.md``): per
  effect, ``effect.<FXK kind>``, an ``event.<EV>`` per event it answers, an ``op.<OP>`` per
  operation of its resolution and cost, a ``cond.<COND>`` per condition, an ``apply.<APPLY>``
  per applier of a continuous effect; each column counts how often the card's script uses it.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ygo_core import carddb as C
from ygo_core.layout import DB_ATK, DB_ATTRIBUTE, DB_CODE, DB_DEF, DB_LEVEL, DB_RACE, DB_TYPE
from ygo_core.scripts.vocab import RACES
from ygo_core.vm import opcodes as OP

# The type-line bits, by the name of their column.
KINDS = {"monster": C.TYPE_MONSTER, "spell": C.TYPE_SPELL, "trap": C.TYPE_TRAP, "normal": C.TYPE_NORMAL,
         "effect": C.TYPE_EFFECT, "fusion": C.TYPE_FUSION, "ritual": C.TYPE_RITUAL,
         "trap_monster": C.TYPE_TRAP_MONSTER, "spirit": C.TYPE_SPIRIT, "union": C.TYPE_UNION,
         "gemini": C.TYPE_GEMINI, "tuner": C.TYPE_TUNER, "synchro": C.TYPE_SYNCHRO, "token": C.TYPE_TOKEN,
         "quickplay": C.TYPE_QUICKPLAY, "continuous": C.TYPE_CONTINUOUS, "equip": C.TYPE_EQUIP,
         "field": C.TYPE_FIELD, "counter": C.TYPE_COUNTER, "flip": C.TYPE_FLIP, "toon": C.TYPE_TOON,
         "xyz": C.TYPE_XYZ, "pendulum": C.TYPE_PENDULUM,
         "special_summon_only": C.TYPE_SPECIAL_SUMMON_ONLY, "link": C.TYPE_LINK}
# `datas.race` bits past the 2002 Types (facts of the YGOPro card data format).
_LATER_RACES = {"Psychic": 0x100000, "Divine-Beast": 0x200000, "Creator God": 0x400000,
                "Wyrm": 0x800000, "Cyberse": 0x1000000}
ALL_RACES = {**RACES, **_LATER_RACES}
NUMBERS = ("level", "atk", "def", "atk_unknown", "def_unknown", "left_scale", "right_scale")
# The effect vocabulary's words: column prefix -> constant prefix of ygo_core.vm.opcodes.
_WORD_KINDS = (("effect", "FXK_"), ("event", "EV_"), ("op", "OP_"), ("cond", "COND_"), ("apply", "APPLY_"))


def _words(prefix: str, constant: str) -> dict[int, str]:
    # {value: column name} of one kind of word, ascending.
    names = sorted((getattr(OP, n), n[len(constant):]) for n in dir(OP)
                   if n.startswith(constant) and isinstance(getattr(OP, n), int))
    return {value: f"{prefix}.{name}" for value, name in names}


WORDS = {prefix: _words(prefix, constant) for prefix, constant in _WORD_KINDS}


class CardFeatures(NamedTuple):
    """``table``: int32 (len(vocabulary), len(columns)); ``columns``: the column names."""
    table: np.ndarray
    columns: tuple[str, ...]

    def column(self, name: str) -> int:
        """The index of a column by name (``KeyError`` naming it if there is none)."""
        try:
            return self.columns.index(name)
        except ValueError:
            raise KeyError(f"no feature column {name!r}") from None


def feature_columns() -> tuple[str, ...]:
    """The column names of :func:`card_features`, in order."""
    return (tuple(f"kind.{k}" for k in KINDS)
            + tuple(f"attribute.{a}" for a in C.ATTRIBUTES.values())
            + tuple(f"race.{r}" for r in ALL_RACES)
            + NUMBERS
            + tuple(name for words in WORDS.values() for name in words.values()))


def card_features(db) -> CardFeatures:
    """card_features(db) -> CardFeatures

    The feature table of every card of ``db`` (a :class:`~ygo_core.CardDB`), indexed by
    vocabulary index (module docstring; ``docs/observation.md``).

    Examples
    --------
    >>> from ygo_core import CardDB, card_features
    >>> db = CardDB()
    >>> f = card_features(db)
    >>> row = f.table[db.vocabulary().index([89631139])[0]]   # Blue-Eyes White Dragon
    >>> int(row[f.column("level")]), int(row[f.column("atk")]), int(row[f.column("attribute.LIGHT")])
    (8, 3000, 1)
    """
    columns = feature_columns()
    at = {name: k for k, name in enumerate(columns)}
    table = np.zeros((len(db) + 1, len(columns)), dtype=np.int32)
    rows = table[1:]
    data = db.table
    for name, bit in KINDS.items():
        rows[:, at[f"kind.{name}"]] = (data[:, DB_TYPE] & bit) != 0
    for bit, name in C.ATTRIBUTES.items():
        rows[:, at[f"attribute.{name}"]] = data[:, DB_ATTRIBUTE] == bit
    for name, bit in ALL_RACES.items():
        rows[:, at[f"race.{name}"]] = data[:, DB_RACE] == bit
    rows[:, at["level"]] = data[:, DB_LEVEL]
    rows[:, at["atk"]] = data[:, DB_ATK]
    rows[:, at["def"]] = data[:, DB_DEF]
    for i in range(len(data)):
        info = db.info_at(i)
        rows[i, at["atk_unknown"]] = info.atk_unknown
        rows[i, at["def_unknown"]] = info.def_unknown
        rows[i, at["left_scale"]] = info.left_scale
        rows[i, at["right_scale"]] = info.right_scale
        for word in script_words(db, int(data[i, DB_CODE])):
            rows[i, at[word]] += 1
    return CardFeatures(table, columns)


def script_words(db, code: int) -> list[str]:
    """The effect vocabulary's words the compiled script of card ``code`` uses, one per use
    (the bag of words of :func:`card_features`)."""
    first, count = db.compiled.by_card.get(code, (0, 0))
    pool = db.compiled.code
    words = []
    for fx in db.compiled.effects[first:first + count]:
        kind = int(fx[OP.FX_KIND])
        words.append(_word("effect", kind, code))
        words += [_word("event", bit, code) for bit in WORDS["event"] if int(fx[OP.FX_EVENTS]) & bit]
        resolve = "apply" if kind == OP.FXK_CONTINUOUS else "op"
        for prefix, start, n in ((resolve, OP.FX_OPS, OP.FX_N_OPS), ("op", OP.FX_COST, OP.FX_N_COSTS),
                                 ("cond", OP.FX_CONDITION, OP.FX_N_CONDITIONS)):
            for k in range(int(fx[n])):
                value = int(pool[int(fx[start]) + k * OP.INSN_WIDTH + OP.INSN_OP]) & OP.INSN_OP_MASK
                words.append(_word(prefix, value, code))
    return words


def _word(prefix: str, value: int, code: int) -> str:
    try:
        return WORDS[prefix][value]
    except KeyError:
        raise ValueError(f"card {code:08d}: its script uses {prefix} {value}, which "
                         f"ygo_core.vm.opcodes does not name") from None
