"""Card data: the read-only table of card facts the engine plays from.

A :class:`CardDB` holds one row per passcode (stats, kind, Level, ...) as a
flat ``int32`` numpy table whose columns are the ``DB_*`` offsets declared in
``ygo_core/layout.pxd``. It is built once per process and shared by every
duel and every clone; a duel state only stores row indices into it.

The bundled data (every ``ygo_core/data/cards*.csv``, read in name order; ``cards.csv``
covers the 2002 Starter Decks and the GOAT pool) is what ``CardDB()`` holds. A user's
``cards.cdb`` (YGOPro's or EDOPro's SQLite schema, tables ``datas`` and ``texts``, with any
further columns such as ``ot``, ``setcode``, ``category`` or ``str1``..``str16``) is merged over
it with :meth:`CardDB.from_cdb`: Pendulum Scales packed in ``level``, Ranks, Tuners, Link
Monsters (loaded, never playable: Master Rule 4 and later are not supported) and the other
monster kinds of today load. A card facts file with the bundled files' columns (a format's pool,
``pysim/data/cards/``) is merged the same way with :meth:`CardDB.from_csv`.
"""
from __future__ import annotations

import csv
import hashlib
import sqlite3
import unicodedata
import weakref
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path

import numpy as np

from ygo_core.layout import (
    BLK_CODE_AT, BLK_CODE_LEN, BLK_EFFECTS_AT, BLK_HEADER, BLK_N_EFFECTS, BLK_N_ROWS, DB_ATK,
    DB_ATTRIBUTE, DB_CODE, DB_DEF, DB_FLAGS, DB_FX_COUNT, DB_FX_FIRST, DB_LEVEL, DB_RACE,
    DB_SCALES, DB_TRIGGER_EVENTS,
    DB_TYPE, DB_WIDTH, DBF_ACT_FACE_UP, DBF_ACT_HAND, DBF_ACT_SET, DBF_CONTINUOUS, DBF_FAST, DBF_FAST_SHIFT,
    DBF_GY_EFFECT, DBF_HAS_EFFECT, DBF_MAKES_TOKENS, DBF_NO_SPECIAL_SUMMON, DBF_PLAYABLE, DBF_PROPER_SUMMON,
    TYPES_PROPER_SUMMON,
)
from ygo_core.vm.opcodes import (
    FX_EVENTS, FX_FLAGS, FX_KIND, FX_N_OPS, FX_OPS, FX_SPEED, FXF_ALSO_NORMAL, FXF_FACE_DOWN, FXF_FROM_GY,
    FXF_FROM_HAND, FXF_NORMAL_SUMMONABLE_PROC, FXF_PENDULUM, FXK_CARD, FXK_CONTINUOUS, FXK_EFFECT, FXK_IGNITION,
    FXK_QUICK, FXK_SUMMON_PROC, FXK_TRIGGER, INSN_OP, INSN_OP_MASK,
    INSN_WIDTH, OP_SUMMON_TOKENS,
)

# YGOPro `datas.type` bits (a file-format fact, kept as the card table's kind field).
TYPE_MONSTER = 0x1
TYPE_SPELL = 0x2
TYPE_TRAP = 0x4
TYPE_NORMAL = 0x10
TYPE_EFFECT = 0x20
TYPE_FUSION = 0x40
TYPE_RITUAL = 0x80
TYPE_SPIRIT = 0x200
TYPE_UNION = 0x400
TYPE_GEMINI = 0x800
TYPE_TUNER = 0x1000
TYPE_SYNCHRO = 0x2000
TYPE_TOKEN = 0x4000
TYPE_FLIP = 0x200000
TYPE_TOON = 0x400000
TYPE_XYZ = 0x800000
TYPE_PENDULUM = 0x1000000
TYPE_LINK = 0x4000000
TYPE_EXTRA_DECK = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_LINK
# The other bits YGOPro's format defines: Spell and Trap kinds, and "cannot be Normal Summoned".
TYPE_TRAP_MONSTER = 0x100
TYPE_QUICKPLAY = 0x10000
TYPE_CONTINUOUS = 0x20000
TYPE_EQUIP = 0x40000
TYPE_FIELD = 0x80000
TYPE_COUNTER = 0x100000
TYPE_SPECIAL_SUMMON_ONLY = 0x2000000
#: A card is exactly one of these: a Monster, a Spell or a Trap.
CARD_KINDS = TYPE_MONSTER | TYPE_SPELL | TYPE_TRAP
#: Every bit of ``datas.type`` that names a card type; a cdb with another bit set is refused.
TYPE_BITS = (CARD_KINDS | TYPE_NORMAL | TYPE_EFFECT | TYPE_FUSION | TYPE_RITUAL | TYPE_TRAP_MONSTER
             | TYPE_SPIRIT | TYPE_UNION | TYPE_GEMINI | TYPE_TUNER | TYPE_SYNCHRO | TYPE_TOKEN
             | TYPE_QUICKPLAY | TYPE_CONTINUOUS | TYPE_EQUIP | TYPE_FIELD | TYPE_COUNTER | TYPE_FLIP
             | TYPE_TOON | TYPE_XYZ | TYPE_PENDULUM | TYPE_SPECIAL_SUMMON_ONLY | TYPE_LINK)
#: The longest card name a cdb may hold (printed names stay under 70 characters).
MAX_NAME = 200
#: The monster kinds a card's type line names, in the order it names them.
MONSTER_KINDS = ((TYPE_FUSION, "Fusion"), (TYPE_RITUAL, "Ritual"), (TYPE_SYNCHRO, "Synchro"),
                 (TYPE_XYZ, "Xyz"), (TYPE_PENDULUM, "Pendulum"), (TYPE_LINK, "Link"),
                 (TYPE_SPIRIT, "Spirit"), (TYPE_UNION, "Union"), (TYPE_GEMINI, "Gemini"),
                 (TYPE_TOON, "Toon"), (TYPE_FLIP, "Flip"), (TYPE_TUNER, "Tuner"),
                 (TYPE_TOKEN, "Token"), (TYPE_NORMAL, "Normal"), (TYPE_EFFECT, "Effect"))

# Header words of a duel that hold the card data's fingerprint (layout.pxd HDR_CARD_DATA).
FINGERPRINT_WORDS = 4

# Alternate artworks get passcodes next to their card's (Jinzo 77585513 -> 77585514).
ARTWORK_OFFSET = 10

# `datas.level` packs Pendulum scales in its high bytes; the Level is the low byte.
LEVEL_MASK = 0xFF
# ... the left scale in bits 24-31, the right scale in bits 16-23.
LEFT_SCALE_SHIFT = 24
RIGHT_SCALE_SHIFT = 16
SCALE_MASK = 0xFF


def pendulum_scales(packed_level: int) -> tuple[int, int]:
    """The (left, right) Pendulum Scales packed in a ``datas.level`` value (0, 0 for none)."""
    return ((packed_level >> LEFT_SCALE_SHIFT) & SCALE_MASK,
            (packed_level >> RIGHT_SCALE_SHIFT) & SCALE_MASK)
#: The highest Level, Rank or Pendulum Scale a card's data may hold: 12 on printed cards, 13 for
#: the few the EDOPro data has (Rank 13 anime Xyz Monsters, Pendulum Scale 13).
MAX_LEVEL = 13
#: YGOPro's mark for an ATK or DEF printed as "?": played as 0, shown as "?".
UNKNOWN_STAT = -2
# Card data goes into the engine's int32 tables.
INT32_MAX = 2**31 - 1

ATTRIBUTES = {0x1: "EARTH", 0x2: "WATER", 0x4: "FIRE", 0x8: "WIND",
              0x10: "LIGHT", 0x20: "DARK", 0x40: "DIVINE"}
#: The seventh Attribute, which the Synchro-era rules do not have (switch 41).
ATTRIBUTE_DIVINE = 0x40


@dataclass(frozen=True)
class CardInfo:
    """The facts of one card, as read from the card data."""

    code: int
    alias: int
    name: str
    type: int
    level: int
    attribute: int
    race: int
    atk: int
    defense: int
    #: True when the card's ATK / DEF is printed as "?" (``atk`` / ``defense`` are then 0).
    atk_unknown: bool = False
    def_unknown: bool = False
    #: Pendulum Scales (M): left and right, 0 for a card that is not a Pendulum Monster.
    left_scale: int = 0
    right_scale: int = 0
    #: A Link Monster's Link Arrows (YGOPro keeps them in ``datas.def``; its ``level`` is the
    #: Link Rating): the card has no DEF (``defense`` is 0). 0 for every other card.
    link_markers: int = 0
    #: A Pendulum Monster whose card has a Pendulum Effect (M03): even a Normal Pendulum Monster
    #: then needs a script, or the engine would play it without that effect. Read from the
    #: card text's "Pendulum Effect" heading in a cdb, from the bundled data's column.
    pendulum_effect: bool = False

    @property
    def atk_text(self) -> str:
        """The ATK as printed: a number, or "?"."""
        return "?" if self.atk_unknown else str(self.atk)

    @property
    def def_text(self) -> str:
        """The DEF as printed: a number, or "?"."""
        return "?" if self.def_unknown else str(self.defense)

    def describe(self) -> str:
        """describe() -> str

        One line of the card's facts, with "?" for an ATK or DEF printed as "?".

        Examples
        --------
        >>> CardDB()[89631139].describe()
        'Blue-Eyes White Dragon (89631139): Level 8 LIGHT Monster, ATK 3000 / DEF 2500'
        """
        head = f"{self.name} ({self.code:08d}): "
        if not self.is_monster:
            return head + self.kind
        attribute = ATTRIBUTES.get(self.attribute, "no Attribute")
        if self.type & TYPE_LINK:
            return head + f"Link-{self.level} {attribute} Link Monster, ATK {self.atk_text}"
        stars = "Rank" if self.type & TYPE_XYZ else "Level"
        kinds = [k for k in self.kinds if k in ("Synchro", "Xyz", "Pendulum", "Tuner")]
        scales = (f", Scales {self.left_scale}/{self.right_scale}" if self.type & TYPE_PENDULUM
                  else "")
        return (head + f"{stars} {self.level} {attribute} {' '.join(kinds + ['Monster'])}, "
                f"ATK {self.atk_text} / DEF {self.def_text}{scales}")

    @property
    def kinds(self) -> tuple:
        """The monster kinds of its type line (``MONSTER_KINDS``), e.g. ``("Synchro", "Tuner",
        "Effect")``; empty for a Spell or Trap."""
        if not self.is_monster:
            return ()
        return tuple(name for bit, name in MONSTER_KINDS if self.type & bit)

    @property
    def is_link(self) -> bool:
        return bool(self.type & TYPE_LINK)

    @property
    def base_code(self) -> int:
        """The passcode that counts for copy limits: the alias of an alternate artwork.

        YGOPro also sets `alias` on distinct cards that share a name by their text (Harpie
        Lady 1 -> Harpie Lady); only an alias within ARTWORK_OFFSET of the passcode marks an
        alternate artwork of the same card.
        """
        if self.alias and abs(self.code - self.alias) < ARTWORK_OFFSET:
            return self.alias
        return self.code

    @property
    def is_monster(self) -> bool:
        return bool(self.type & TYPE_MONSTER)

    @property
    def is_normal_monster(self) -> bool:
        return self.is_monster and bool(self.type & TYPE_NORMAL) and not self.type & TYPE_EFFECT

    @property
    def is_extra_deck(self) -> bool:
        return bool(self.type & TYPE_EXTRA_DECK)

    @property
    def kind(self) -> str:
        if self.type & TYPE_MONSTER:
            return "Monster"
        if self.type & TYPE_SPELL:
            return "Spell"
        return "Trap"


# ---- MR3 Pendulum (pend helper) ----
def _with_pendulum_placement(scripts: dict, cards: list) -> dict:
    # M02: every Pendulum Monster card the engine plays (a Normal Pendulum Monster from its data
    # alone, or a scripted one) can be activated from the hand into a Pendulum Zone: the rules'
    # placement row comes first among its effects. The engine's own scripts stay as declared.
    from dataclasses import replace
    from ygo_core.scripts.vocab import CardScript, pendulum_placement
    out = dict(scripts)
    for c in cards:
        if not c.type & TYPE_PENDULUM or not c.is_monster or c.is_extra_deck:
            continue
        script = scripts.get(c.code)
        if script is None and not c.is_normal_monster:
            continue  # an unscripted Pendulum Effect Monster stays unplayable
        script = script or CardScript(c.code, c.name)
        out[c.code] = replace(script, effects=(pendulum_placement(),) + tuple(script.effects))
    return out


def _is_playable(info: CardInfo, scripted: bool) -> bool:
    # The engine plays from its data alone a Main Deck Normal Monster (a Normal Pendulum Monster
    # too) and an effect-less Synchro or Xyz Monster (no TYPE_EFFECT: its Summon is the rules'
    # own procedure), and any card it has a compiled script for. Never a Link Monster.
    if info.is_link:
        return False
    if scripted:
        return True
    if info.pendulum_effect:
        return False  # M03: its Pendulum Effect is an effect, and nothing implements it yet
    if info.type & (TYPE_SYNCHRO | TYPE_XYZ) and not info.type & (TYPE_EFFECT | TYPE_FUSION | TYPE_RITUAL):
        return info.is_monster
    return info.is_normal_monster and not info.is_extra_deck


def unplayable_reason(info: CardInfo, scripted: bool = False) -> str | None:
    """unplayable_reason(info, scripted=False) -> str or None

    Why the engine cannot play a card (None when it can): a Link Monster is not supported
    (Master Rule 4 and later); any other card needs an effect script.
    """
    if _is_playable(info, scripted):
        return None
    if info.is_link:
        return "a Link Monster: Master Rule 4 and later are not supported"
    return "no script implements it yet"


class CardDB:
    """The card data the engine plays from.

    ``CardDB()`` loads the bundled data; ``CardDB.from_cdb(path)`` merges a
    user's ``cards.cdb`` over it. Look a card up with ``db[code]`` (a
    :class:`CardInfo`), test with ``code in db``.

    Examples
    --------
    >>> db = CardDB()
    >>> db[89631139].name
    'Blue-Eyes White Dragon'
    """

    def __init__(self, cards: list[CardInfo] | None = None, scripts: dict | None = None):
        from ygo_core.scripts.compiler import bundled_scripts, compile_scripts
        # Where a pickle finds this card data again (__reduce__): the bundled data, a cards.cdb
        # (from_cdb), or else the cards themselves (and the scripts given).
        self._source = (BUNDLED_SOURCE,) if cards is None and scripts is None else (CARDS_SOURCE, scripts)
        if cards is None:
            cards = _read_bundled()
        by_code = {c.code: c for c in cards}
        self._cards = [by_code[k] for k in sorted(by_code)]
        self._index = {c.code: i for i, c in enumerate(self._cards)}
        scripts = bundled_scripts() if scripts is None else scripts
        self.scripts = {code: sc for code, sc in scripts.items() if code in self._index}
        self.compiled = compile_scripts(_with_pendulum_placement(self.scripts, self._cards),
                                        lambda code: self[code].type, self.row)
        self.block = self._build_block()
        self._deck_cache: dict = {}
        rows = len(self._cards)
        self.table = self.block[BLK_HEADER:BLK_HEADER + rows * DB_WIDTH].reshape(rows, DB_WIDTH)

    @classmethod
    def from_cdb(cls, path: str | Path) -> "CardDB":
        """Load a YGOPro ``cards.cdb`` and merge it over the bundled data.

        Raises
        ------
        FileNotFoundError
            When ``path`` does not exist.
        CardDataError
            (a ``ValueError``) When the file is not a card database or holds an impossible
            value (see :func:`read_cdb`); one line naming the file, passcode and column.
        """
        path = Path(path)
        if path.is_dir():
            raise CardDataError(f"{path}: a folder, not a card database")
        if not path.is_file():
            raise FileNotFoundError(f"card database not found: {path}")
        return cls._over_bundled(path, read_cdb(path), CDB_SOURCE)

    @classmethod
    def from_csv(cls, path: str | Path) -> "CardDB":
        """Load a card facts file (CSV with the columns of the bundled ``cards*.csv``, see
        :data:`CSV_COLUMNS`) and merge it over the bundled data: a format's card pool shipped
        without card texts (``pysim/data/cards/``).

        Raises
        ------
        FileNotFoundError
            When ``path`` does not exist.
        CardDataError
            When a row lacks a column or holds a value that is not a whole number.
        """
        path = Path(path)
        if not path.is_file():
            raise FileNotFoundError(f"card data file not found: {path}")
        return cls._over_bundled(path, read_csv(path), CSV_SOURCE)

    @classmethod
    def _over_bundled(cls, path: Path, cards: list, source: str) -> "CardDB":
        # A file's cards merged over the bundled data (a passcode in both: the file's row), its
        # aliases checked against the merge, and where it came from kept for pickling.
        merged = {c.code: c for c in _read_bundled()}
        merged.update({c.code: c for c in cards})
        _check_aliases(path, cards, merged)
        db = cls(list(merged.values()))
        db._source = (source, str(path.resolve()))
        return db

    @classmethod
    def from_file(cls, path: str | Path) -> "CardDB":
        """A ``cards.cdb`` (:meth:`from_cdb`) or, for a ``.csv`` file, a card facts file
        (:meth:`from_csv`), merged over the bundled data."""
        return cls.from_csv(path) if str(path).lower().endswith(".csv") else cls.from_cdb(path)

    def __reduce__(self):
        # A pickle holds a reference to the card data, not the data (the duels of a run share
        # one CardDB and each pickles to its state, a few KB): the fingerprint and where to find
        # the data again. Loading it (_card_data) refuses data that no longer matches.
        _LIVE[self.fingerprint] = self
        source = self._source
        if source[0] == CARDS_SOURCE:
            source = (CARDS_SOURCE, source[1], self._cards)
        return _card_data, (self.fingerprint, source)

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, code: object) -> bool:
        return code in self._index

    def __getitem__(self, code: int) -> CardInfo:
        try:
            return self._cards[self._index[code]]
        except KeyError:
            raise KeyError(f"unknown card: passcode {code:08d} is not in the card data") from None

    def __iter__(self):
        return iter(self._cards)

    def deck_rows(self, codes: tuple, what: str = "deck"):
        """Card data rows of a list of passcodes (an int32 array) and the passcodes among them
        the engine cannot play yet. Cached: the same deck is looked up once per process.

        Raises
        ------
        ValueError
            Naming the first passcode that is not in the card data.
        """
        cached = self._deck_cache.get(codes)
        if cached is None:
            for code in codes:
                if code not in self._index:
                    raise ValueError(f"{what}: unknown card, passcode {int(code):08d} is not in the card data")
            rows = np.array([self._index[c] for c in codes], dtype=np.int32)
            unplayable = [int(c) for c, r in zip(codes, rows) if not self.table[r, DB_FLAGS] & DBF_PLAYABLE]
            cached = self._deck_cache[codes] = (rows, unplayable)
        return cached

    @property
    def fingerprint(self) -> tuple:
        """Four int32 words that identify this card data: a BLAKE2b hash of :attr:`block`.

        A duel keeps them in its header (``HDR_CARD_DATA``) from its creation, so
        ``Duel.from_buffer`` can refuse a state made with other card data.
        """
        fingerprint = self.__dict__.get("_fingerprint")
        if fingerprint is None:
            digest = hashlib.blake2b(self.block.astype("<i4").tobytes(), digest_size=FINGERPRINT_WORDS * 4)
            fingerprint = self._fingerprint = tuple(int(w) for w in np.frombuffer(digest.digest(), dtype="<i4"))
        return fingerprint

    def row(self, code: int) -> int:
        """The row index of ``code`` in :attr:`table` (what the engine stores)."""
        if code not in self._index:
            raise KeyError(f"unknown card: passcode {code:08d} is not in the card data")
        return self._index[code]

    def vocabulary(self):
        """The card vocabulary of this data: passcode -> dense index (row + 1; 0 for none).

        See :class:`ygo_core.cardvocab.CardVocabulary`; the observation's ``*_vocab`` words
        carry the same indices.
        """
        from ygo_core.cardvocab import CardVocabulary
        return CardVocabulary(self.table[:, DB_CODE])

    def info_at(self, row: int) -> CardInfo:
        return self._cards[row]

    def is_playable(self, code: int) -> bool:
        """True when the engine can play the card (it needs no effect script)."""
        return bool(self.table[self.row(code), DB_FLAGS] & DBF_PLAYABLE)

    def unplayable_reason(self, code: int) -> str | None:
        """Why the engine cannot play the card (:func:`unplayable_reason`), None if it can."""
        return unplayable_reason(self[code], code in self.scripts)

    def _has_fast_effect(self, first: int, count: int) -> bool:
        # DBF_FAST: an activated effect (not a trigger) of Spell Speed 2 or more.
        rows = self.compiled.effects[first:first + count]
        activated = np.isin(rows[:, FX_KIND], (FXK_CARD, FXK_EFFECT, FXK_IGNITION, FXK_QUICK))
        return bool((activated & (rows[:, FX_SPEED] >= 2)).any())

    def _activation_places(self, first: int, count: int, types: int) -> int:
        # DBF_ACT_* / DBF_FAST_*: where each activated effect can start from, as
        # proc/activation.pyx activatable allows it (a superset: a place it might allow counts).
        places = 0
        for fx in self.compiled.effects[first:first + count]:
            kind, flags = int(fx[FX_KIND]), int(fx[FX_FLAGS])
            if kind == FXK_CARD:  # card_can_start: a Spell (or Pendulum Monster) from the hand; a Set card
                bits = DBF_ACT_SET if types & TYPE_TRAP else DBF_ACT_HAND | DBF_ACT_SET
            elif kind == FXK_EFFECT:
                bits = DBF_ACT_FACE_UP
            elif kind in (FXK_IGNITION, FXK_QUICK):  # monster_effect_can_start
                if flags & FXF_PENDULUM:
                    bits = DBF_ACT_FACE_UP | DBF_ACT_SET  # a Pendulum Zone counts as both
                elif flags & FXF_FROM_HAND:
                    bits = DBF_ACT_HAND
                else:
                    bits = DBF_ACT_FACE_UP | (DBF_ACT_SET if flags & FXF_FACE_DOWN else 0)
            else:
                continue  # triggers, continuous effects, modes (activated as their head)
            places |= bits | (bits << DBF_FAST_SHIFT if int(fx[FX_SPEED]) >= 2 else 0)
        return places

    def _has_continuous(self, first: int, count: int) -> bool:
        # DBF_CONTINUOUS: one of its effects is a continuous one.
        return bool((self.compiled.effects[first:first + count, FX_KIND] == FXK_CONTINUOUS).any())

    def _makes_tokens(self, first: int, count: int) -> bool:
        # DBF_MAKES_TOKENS: an operation of one of its effects summons Tokens.
        code = self.compiled.code
        for fx in self.compiled.effects[first:first + count]:
            for i in range(int(fx[FX_N_OPS])):
                if code[int(fx[FX_OPS]) + i * INSN_WIDTH + INSN_OP] & INSN_OP_MASK == OP_SUMMON_TOKENS:
                    return True
        return False

    def _gy_effect(self, first: int, count: int) -> bool:
        # (leave) DBF_GY_EFFECT: an Ignition effect activated from the GY (FXF_FROM_GY).
        rows = self.compiled.effects[first:first + count]
        return bool((rows[:, FX_FLAGS] & FXF_FROM_GY).any())

    def _needs_proper_summon(self, first: int, count: int, types: int) -> bool:
        # DBF_PROPER_SUMMON (H07): a Fusion, Synchro, Xyz or Ritual Monster, or a Nomi: its
        # first own procedure (as proc/tribute.pxd summon_traits reads it) is its only summon.
        if types & TYPE_MONSTER and types & TYPES_PROPER_SUMMON:
            return True
        for fx in self.compiled.effects[first:first + count]:
            flags = int(fx[FX_FLAGS])
            if int(fx[FX_KIND]) == FXK_SUMMON_PROC and not flags & FXF_NORMAL_SUMMONABLE_PROC:
                return not flags & FXF_ALSO_NORMAL
        return False

    def _trigger_events(self, first: int, count: int) -> int:
        # DB_TRIGGER_EVENTS: every event one of its trigger effects answers.
        rows = self.compiled.effects[first:first + count]
        return int(np.bitwise_or.reduce(rows[rows[:, FX_KIND] == FXK_TRIGGER, FX_EVENTS], initial=0))

    def _build_block(self) -> np.ndarray:
        # One read-only int32 array: header, card rows, effect rows, code pool (layout.pxd).
        table = np.zeros((len(self._cards), DB_WIDTH), dtype=np.int32)
        for i, c in enumerate(self._cards):
            first, count = self.compiled.by_card.get(c.code, (0, 0))
            script = self.scripts.get(c.code)
            table[i, DB_CODE] = c.code
            table[i, DB_TYPE] = c.type
            table[i, DB_LEVEL] = c.level
            table[i, DB_ATTRIBUTE] = c.attribute
            table[i, DB_RACE] = c.race
            table[i, DB_ATK] = c.atk
            table[i, DB_DEF] = c.defense
            table[i, DB_FLAGS] = ((DBF_PLAYABLE if _is_playable(c, script is not None) else 0)
                                  | (DBF_NO_SPECIAL_SUMMON if script and script.no_special_summon else 0)
                                  | (DBF_PROPER_SUMMON if self._needs_proper_summon(first, count, c.type) else 0))
            if count:  # the flags read from its effects (none for most cards of a large pool)
                table[i, DB_FLAGS] |= (DBF_HAS_EFFECT
                                       | (DBF_FAST if self._has_fast_effect(first, count) else 0)
                                       | (DBF_MAKES_TOKENS if self._makes_tokens(first, count) else 0)
                                       | (DBF_GY_EFFECT if self._gy_effect(first, count) else 0)
                                       | self._activation_places(first, count, c.type)
                                       | (DBF_CONTINUOUS if self._has_continuous(first, count) else 0))
                table[i, DB_TRIGGER_EVENTS] = self._trigger_events(first, count)
            table[i, DB_FX_FIRST] = first
            table[i, DB_FX_COUNT] = count
            table[i, DB_SCALES] = (c.left_scale << 8) | c.right_scale  # (pend) M10
        effects = self.compiled.effects.ravel()
        code = np.array(self.compiled.code, dtype=np.int32)
        header = np.zeros(BLK_HEADER, dtype=np.int32)
        header[BLK_N_ROWS] = len(self._cards)
        header[BLK_EFFECTS_AT] = BLK_HEADER + table.size
        header[BLK_N_EFFECTS] = len(self.compiled.rows)
        header[BLK_CODE_AT] = header[BLK_EFFECTS_AT] + effects.size
        header[BLK_CODE_LEN] = code.size
        block = np.concatenate([header, table.ravel(), effects, code, np.zeros(1, np.int32)])
        block.setflags(write=False)
        return block


#: The bundled card data files (ygo_core/data/), read in name order; a passcode in a later file
#: replaces the same passcode of an earlier one.
BUNDLED_PATTERN = "cards*.csv"


def bundled_files(folder=None) -> list:
    """The bundled card data files (``BUNDLED_PATTERN`` in ``folder``, default ygo_core/data/),
    in name order."""
    folder = resources.files("ygo_core").joinpath("data") if folder is None else Path(folder)
    return sorted((f for f in folder.iterdir() if f.is_file() and _fnmatch(f.name)), key=lambda f: f.name)


def _fnmatch(name: str) -> bool:
    from fnmatch import fnmatchcase
    return fnmatchcase(name, BUNDLED_PATTERN)


#: The columns of a card facts CSV (the bundled ``cards*.csv``, a format's ``pysim/data/cards/``
#: file): the ``datas`` columns of a cdb the engine reads, with their encoding (Pendulum Scales
#: packed in ``level``, a Link Monster's Link Arrows in ``def``, -2 for an ATK or DEF of "?"), the
#: name, and whether a Pendulum Monster has a Pendulum Effect.
CSV_COLUMNS = ("code", "alias", "type", "level", "attribute", "race", "atk", "def", "name",
               "pendulum_effect")


def _read_bundled(folder=None) -> list[CardInfo]:
    cards: dict[int, CardInfo] = {}
    for f in bundled_files(folder):
        for info in _read_csv_text(f.read_text(encoding="utf-8"), f.name):
            cards[info.code] = info
    return list(cards.values())


def read_csv(path: str | Path) -> list[CardInfo]:
    """read_csv(path) -> list of CardInfo

    Read a card facts CSV (:data:`CSV_COLUMNS`; ``pendulum_effect`` may be left out).

    Raises
    ------
    CardDataError
        When a row lacks a column or holds a value that is not a whole number, naming the
        file and the line.
    """
    path = Path(path)
    return _read_csv_text(path.read_text(encoding="utf-8-sig"), str(path))


def _read_csv_text(text: str, source: str) -> list[CardInfo]:
    cards = []
    for number, row in enumerate(csv.DictReader(text.splitlines()), start=2):
        try:
            cards.append(_bundled_card(row))
        except (KeyError, TypeError, ValueError) as exc:
            raise CardDataError(f"{source}, line {number}: not a card row ({exc!r})") from None
    return cards


def csv_row(info: CardInfo) -> dict:
    """A card as a row of a card facts CSV (the inverse of reading one)."""
    link = bool(info.type & TYPE_LINK)
    packed = (info.level | info.left_scale << LEFT_SCALE_SHIFT
              | info.right_scale << RIGHT_SCALE_SHIFT)
    return {"code": info.code, "alias": info.alias, "type": info.type, "level": packed,
            "attribute": info.attribute, "race": info.race,
            "atk": UNKNOWN_STAT if info.atk_unknown else info.atk,
            "def": info.link_markers if link else UNKNOWN_STAT if info.def_unknown else info.defense,
            "name": info.name, "pendulum_effect": int(info.pendulum_effect)}


def _bundled_card(r: dict) -> CardInfo:
    # One CSV row: the cdb's columns (Pendulum Scales packed in `level`; a Link Monster's Link
    # Arrows in `def`, -2 for "?", as in a cdb).
    packed, kind, defense, atk = int(r["level"]), int(r["type"]), int(r["def"]), int(r["atk"])
    link = bool(kind & TYPE_LINK)
    def_unknown = defense == UNKNOWN_STAT and not link
    return CardInfo(code=int(r["code"]), alias=int(r["alias"]), name=r["name"], type=kind,
                    level=packed & LEVEL_MASK, attribute=int(r["attribute"]), race=int(r["race"]),
                    atk=0 if atk == UNKNOWN_STAT else atk, atk_unknown=atk == UNKNOWN_STAT,
                    defense=0 if link or def_unknown else defense, def_unknown=def_unknown,
                    left_scale=pendulum_scales(packed)[0], right_scale=pendulum_scales(packed)[1],
                    link_markers=defense if link else 0,
                    pendulum_effect=bool(kind & TYPE_PENDULUM) and r.get("pendulum_effect", "0") == "1")


class CardDataError(ValueError):
    """A ``cards.cdb`` the engine cannot play from; the message is one line naming the file
    (and, for a bad value, the passcode and the column)."""


# ---- Pickled card data: a reference (CardDB.__reduce__) ----------------------------------------

BUNDLED_SOURCE = "bundled"
CDB_SOURCE = "cdb"
CSV_SOURCE = "csv"
CARDS_SOURCE = "cards"
# The card data this process pickled or loaded from a reference, by fingerprint: unpickling in
# the same process reuses it, and the duels of one pickle share one CardDB.
_LIVE = weakref.WeakValueDictionary()
# The card data loaded from a bundled or cdb reference, one per source, kept while the process
# runs: a worker unpickling duel after duel builds it once.
_LOADED: dict = {}


def _describe_source(source) -> str:
    if source[0] == BUNDLED_SOURCE:
        return "the bundled card data"
    if source[0] in (CDB_SOURCE, CSV_SOURCE):
        return f"the card data of {source[1]}"
    return "the pickled cards"


def _load_source(source) -> "CardDB":
    kind = source[0] if isinstance(source, tuple) and source else None
    if kind == BUNDLED_SOURCE and len(source) == 1:
        return CardDB()
    if kind == CDB_SOURCE and len(source) == 2 and isinstance(source[1], str):
        return CardDB.from_cdb(source[1])
    if kind == CSV_SOURCE and len(source) == 2 and isinstance(source[1], str):
        return CardDB.from_csv(source[1])
    if kind == CARDS_SOURCE and len(source) == 3:
        return CardDB(list(source[2]), source[1])
    raise CardDataError(f"a pickled card data reference names no card data: {str(source)[:80]!r}")


def _card_data(fingerprint, source) -> "CardDB":
    """The CardDB a pickled reference names (CardDB.__reduce__): one of this process with that
    fingerprint, or the one its source gives, which must have that fingerprint (CardDataError
    otherwise: the bundled data or the cards.cdb changed since the pickle was made)."""
    fingerprint = tuple(fingerprint)
    db = _LIVE.get(fingerprint)
    if db is not None:
        return db
    key = source if source[0] in (BUNDLED_SOURCE, CDB_SOURCE, CSV_SOURCE) else None
    db = _LOADED.get(key) if key else None
    if db is None or db.fingerprint != fingerprint:
        db = _load_source(source)
        if key:
            _LOADED[key] = db
    if db.fingerprint != fingerprint:
        raise CardDataError(f"{_describe_source(source)} does not match the fingerprint of the pickled "
                            f"card data ({list(fingerprint)}; found {list(db.fingerprint)}): it changed "
                            "since the pickle was made")
    _LIVE[fingerprint] = db
    return db


# The `datas` columns a card is read from, in query order, then the name from `texts`.
_CDB_COLUMNS = ("id", "alias", "type", "level", "attribute", "race", "atk", "def")
_CDB_QUERY = ("SELECT d.id, d.alias, d.type, d.level, d.attribute, d.race, d.atk, d.def, "
              "t.name, t.id IS NOT NULL FROM datas d LEFT JOIN texts t ON t.id = d.id")


def read_cdb(path: str | Path) -> list[CardInfo]:
    """read_cdb(path) -> list of CardInfo

    Read every card of a YGOPro ``cards.cdb`` (SQLite: ``datas`` joined with ``texts``).

    An ATK or DEF of -2 (YGOPro's "?") is played as 0 and shown as "?". The Level (or Rank, or
    a Link Monster's Link Rating) is the low byte of ``datas.level``; YGOPro packs Pendulum
    Scales in the high bytes. A Link Monster's ``datas.def`` holds its Link Arrows
    (``CardInfo.link_markers``; its DEF is 0). Columns beyond those read (EDOPro's ``ot``,
    ``setcode``, ``category``, ``str1``..``str16``, ...) are ignored.

    Raises
    ------
    CardDataError
        (a ``ValueError``) when the file is not an SQLite database, lacks the ``datas`` or
        ``texts`` table or one of their columns, or holds an impossible value: NULL or text
        where a number belongs, a value outside the int32 range, a negative ATK/DEF other
        than -2, a Level outside 0-13 (Pendulum Scales likewise). The message names the file,
        the passcode and the column. Also a card that is not exactly one of Monster, Spell
        and Trap, a ``type`` bit no card type uses, passcode 0, a passcode in two rows of
        ``datas`` or ``texts``, an alias to the card itself, a NULL name, a name longer than
        ``MAX_NAME`` or holding a control character (a line break). (``CardDB.from_cdb`` also
        refuses an alias to a card in neither the file nor the bundled data.)
    """
    path = Path(path)
    try:
        # A file: URI built from the resolved path percent-encodes '#', '?' and '%', which a
        # raw "file:{path}" would read as a fragment, a query or an escape.
        con = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            _check_schema(con, path)
            rows = con.execute(_CDB_QUERY).fetchall()
            pendulum_effects = _pendulum_effect_codes(con)
            repeated = {table: _repeated_passcode(con, table) for table in ("datas", "texts")}
        finally:
            con.close()
    except sqlite3.Error as exc:
        raise CardDataError(f"{path}: not a YGOPro card database ({_sqlite_reason(exc)})") from None
    cards = [_card_from_row(path, number, row) for number, row in enumerate(rows, 1)]
    for table, (code, count) in repeated.items():
        if count:
            raise CardDataError(f"{path}: card {code:08d}, column id: the passcode is in {count} rows of "
                                f"table {table!r}")
    return [replace(c, pendulum_effect=True) if c.code in pendulum_effects and c.type & TYPE_PENDULUM else c
            for c in cards]


def _repeated_passcode(con: sqlite3.Connection, table: str) -> tuple:
    # (passcode, rows) of the first passcode in more than one row of `table` (YGOPro's schema
    # makes `id` the primary key; a file without it could name a card twice), or (0, 0).
    row = con.execute(f"SELECT id, COUNT(*) FROM {table} GROUP BY id HAVING COUNT(*) > 1 "
                      "ORDER BY id LIMIT 1").fetchone()
    return (row[0], row[1]) if row else (0, 0)


def _check_aliases(path: Path, cards: list, known: dict) -> None:
    # An alias names the card whose name (and copy limit) a card shares: one that exists.
    for c in cards:
        if c.alias and c.alias not in known:
            raise CardDataError(f"{path}: card {c.code:08d}, column alias: {c.alias} is not a card of this "
                                "file or of the bundled data")


def _check_name(path: Path, card: str, name, has_text_row: bool) -> str:
    # A name is one line of printable text: it goes into one-line reports and deck files.
    if name is None:
        if has_text_row:
            raise CardDataError(f"{path}: {card}, column name: NULL where a name belongs")
        return ""
    if isinstance(name, bytes):
        name = name.decode("utf-8", "replace")
    name = str(name)
    if len(name) > MAX_NAME:
        raise CardDataError(f"{path}: {card}, column name: {len(name)} characters (at most {MAX_NAME})")
    for ch in name:
        if unicodedata.category(ch) == "Cc":
            raise CardDataError(f"{path}: {card}, column name: control character U+{ord(ch):04X}")
    return name


def _pendulum_effect_codes(con: sqlite3.Connection) -> set:
    # The cards whose text has a Pendulum Effect: YGOPro and EDOPro texts head it "Pendulum
    # Effect" (a cdb without texts.desc has none to tell).
    if "desc" not in {r[1].lower() for r in con.execute("PRAGMA table_info(texts)")}:
        return set()
    return {r[0] for r in con.execute("SELECT id FROM texts WHERE desc LIKE '%Pendulum Effect%'")}


def _sqlite_reason(exc: sqlite3.Error) -> str:
    text = str(exc)
    if "file is not a database" in text:
        return "not an SQLite file"
    return text


def _check_schema(con: sqlite3.Connection, path: Path) -> None:
    # The tables and columns the query needs, named when missing (not "no such column: d.atk").
    needed = {"datas": _CDB_COLUMNS, "texts": ("id", "name")}
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    for table, columns in needed.items():
        if table not in tables:
            raise CardDataError(f"{path}: not a YGOPro card database (it has no table {table!r})")
        present = {r[1].lower() for r in con.execute(f"PRAGMA table_info({table})")}
        missing = [c for c in columns if c not in present]
        if missing:
            raise CardDataError(f"{path}: not a YGOPro card database (table {table!r} has no "
                                f"column {', '.join(map(repr, missing))})")


def _card_from_row(path: Path, number: int, row: tuple) -> CardInfo:
    # One `datas` row, checked column by column: an impossible value is an error, not a card.
    code = row[0]
    card = f"card {code:08d}" if type(code) is int else f"row {number}"
    values = {col: _int_column(path, card, col, value) for col, value in zip(_CDB_COLUMNS, row)}
    for col in ("id", "alias", "type", "level", "attribute", "race"):
        if values[col] < 0:
            raise CardDataError(f"{path}: {card}, column {col}: {values[col]} is negative")
    for col in ("atk", "def"):
        if values[col] < 0 and values[col] != UNKNOWN_STAT:
            raise CardDataError(f"{path}: {card}, column {col}: {values[col]} is not a valid "
                                f"{col.upper()} (0 or more, or {UNKNOWN_STAT} for \"?\")")
    level = values["level"] & LEVEL_MASK
    if level > MAX_LEVEL:
        raise CardDataError(f"{path}: {card}, column level: Level {level} (the low byte of "
                            f"{values['level']}) is outside 0-{MAX_LEVEL}")
    scales = pendulum_scales(values["level"])
    if values["type"] & TYPE_PENDULUM and max(scales) > MAX_LEVEL:
        raise CardDataError(f"{path}: {card}, column level: Pendulum Scales {scales[0]}/{scales[1]} "
                            f"(the high bytes of {values['level']}) are outside 0-{MAX_LEVEL}")
    _check_kind(path, card, values["type"])
    if values["id"] == 0:
        raise CardDataError(f"{path}: {card}, column id: 0 is not a passcode")
    if values["alias"] == values["id"]:
        raise CardDataError(f"{path}: {card}, column alias: {values['alias']} is the card's own passcode")
    link = bool(values["type"] & TYPE_LINK)
    name = _check_name(path, card, row[len(_CDB_COLUMNS)], bool(row[len(_CDB_COLUMNS) + 1]))
    return CardInfo(code=values["id"], alias=values["alias"], name=name,
                    type=values["type"], level=level, attribute=values["attribute"],
                    race=values["race"], atk=max(0, values["atk"]),
                    defense=0 if link else max(0, values["def"]),
                    atk_unknown=values["atk"] == UNKNOWN_STAT,
                    def_unknown=values["def"] == UNKNOWN_STAT and not link,
                    left_scale=scales[0], right_scale=scales[1],
                    link_markers=values["def"] if link else 0)


def _check_kind(path: Path, card: str, kind: int) -> None:
    kinds = "(Monster 0x1, Spell 0x2 or Trap 0x4)"
    if not kind & CARD_KINDS:
        raise CardDataError(f"{path}: {card}, column type: {kind:#x} has no card kind {kinds}")
    if kind & CARD_KINDS not in (TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP):
        raise CardDataError(f"{path}: {card}, column type: {kind:#x} is more than one card kind {kinds}")
    if kind & ~TYPE_BITS:
        raise CardDataError(f"{path}: {card}, column type: {kind:#x} has bits no card type uses "
                            f"({kind & ~TYPE_BITS:#x})")


def _int_column(path: Path, card: str, column: str, value) -> int:
    # SQLite hands back int, float, str, bytes or None whatever the column's declared type.
    if value is None:
        raise CardDataError(f"{path}: {card}, column {column}: NULL where a number belongs")
    if type(value) is not int:
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
            raise CardDataError(f"{path}: {card}, column {column}: {shown} is not a whole number")
    if not -INT32_MAX - 1 <= value <= INT32_MAX:
        raise CardDataError(f"{path}: {card}, column {column}: {value} is outside the int32 "
                            f"range")
    return value
