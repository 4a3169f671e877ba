"""The packed state (issue 12: at most 8 KiB): what layout version 5 promises beyond the saved-state
checks (tests/test_saved_state.py): the sizes, the wide form, the turn counter's stop, the pile
cells shared by a player's five piles."""
import re
from pathlib import Path

import numpy as np
import pytest

from ygo_core import CapacityError, CardDB, Duel
from ygo_core import layout as L
from ygo_core import wide as W

from helpers import SHARED, starter_decks, test_db

GOAT = SHARED / "decks" / "goat"


def _goat_duel(seed=1):
    from pysim.decks import load_deck
    if not GOAT.is_dir():
        pytest.skip("../shared/decks/goat is not present")
    a, b = (load_deck(str(GOAT / f"{name}.ydk")) for name in ("goat-control", "chaos-turbo"))
    return Duel(CardDB(), a.main, b.main, seed=seed, extra0=a.extra, extra1=b.extra, rules="goat")


def test_a_starter_and_a_goat_duel_fit_in_8_kib():
    # The card table holds the dealt cards, and CAP_TOKEN_ROWS more when a card of the duel can
    # summon Tokens (DBF_MAKES_TOKENS: Scapegoat in goat-control; none in the Starter Decks); the
    # fixed sections come first.
    deck0, deck1 = starter_decks()
    starter = Duel(CardDB(), deck0, deck1, seed=1)
    goat = _goat_duel()
    for duel, cards, tokens in ((starter, 100, 0), (goat, 90, L.CAP_TOKEN_ROWS)):
        buf = duel.buffer
        assert buf[L.HDR_N_CARDS] == cards and buf[L.HDR_CARD_ROWS] == cards + tokens
        assert len(buf) == L.CARD_BASE + buf[L.HDR_CARD_ROWS] * L.CARD_ROW_WORDS
        assert buf.nbytes <= 8192
        assert len(duel.clone().buffer) == len(buf)
    assert starter.buffer.nbytes == 8064 and goat.buffer.nbytes == 8064  # docs/saved-states.md (HDR_RULE_MORE, HDR_PENDULUM_CARDS: +8; the Pendulum Zones: +8; HDR_FAST_ACTIVATORS: +40; the action history: +132)


def test_the_wide_form_packs_back_to_the_same_bytes():
    deck0, deck1 = starter_decks()
    duel = Duel(test_db(), deck0, deck1, seed=3, auto_forced=False)
    rng = np.random.default_rng(3)
    while not duel.is_terminal():
        buf = duel.buffer
        wide = W.decode(buf)
        assert np.array_equal(W.encode(wide), buf)
        for card in range(buf[L.HDR_N_CARDS]):
            assert wide[W.card_word(card, L.CARD_LOCATION)] == duel_location(duel, card)
        duel.apply(int(rng.choice(duel.legal_actions())))


def duel_location(duel, card):
    # Where the card is, from the public card lists.
    for player in (0, 1):
        for where, loc in (("deck", L.LOC_DECK), ("hand", L.LOC_HAND), ("gy", L.LOC_GY),
                           ("banished", L.LOC_BANISHED), ("extra", L.LOC_EXTRA)):
            if card in duel.card_ids(player, where):
                return loc
    return W.decode(duel.buffer)[W.card_word(card, L.CARD_LOCATION)]


def test_the_piles_of_a_player_share_their_cells_in_order():
    # Deck, hand, GY, banished, Extra Deck follow each other in one array of CAP_PILE cells.
    duel = _goat_duel(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(120):
        if duel.is_terminal():
            break
        duel.apply(int(rng.choice(duel.legal_actions())))
    blocks = W.pile_blocks(duel.buffer)
    for player in (0, 1):
        block = blocks[player]
        cells = []
        for pile, where in enumerate(("deck", "hand", "gy", "banished", "extra")):
            assert block[pile] == len(cells)
            ids = duel.card_ids(player, where)
            cells += ids[::-1] if where == "deck" else ids  # card_ids lists the Deck top first
        assert block[L.N_PILES] == len(cells) <= L.CAP_PILE
        assert list(block[L.PILE_CELLS:L.PILE_CELLS + len(cells)]) == cells
        assert not block[L.PILE_CELLS + len(cells):].any()


def test_a_player_owning_more_than_cap_pile_cards_is_refused():
    deck0, _ = starter_decks()
    with pytest.raises(CapacityError, match="per player"):
        Duel(CardDB(), list(deck0) + list(deck0)[:L.CAP_PILE - len(deck0)], deck0,
             extra0=[list(deck0)[0]])


def test_the_turn_counter_stops_at_cap_turns():
    # Turn stamps are int16 in the card table: the turn after CAP_TURNS is a capacity error.
    deck0, deck1 = starter_decks()
    duel = Duel(test_db(), deck0, deck1, seed=2)
    wide = W.decode(duel.buffer)
    wide[L.HDR_TURN] = L.CAP_TURNS
    duel = Duel.from_buffer(test_db(), W.encode(wide))
    rng = np.random.default_rng(2)
    with pytest.raises(CapacityError):
        while not duel.is_terminal() and duel.turn() == L.CAP_TURNS:
            duel.apply(int(rng.choice(duel.legal_actions())))
    assert duel.turn() == L.CAP_TURNS


# The int16 sections' names: an index built from them addresses the buffer as int16.
_INT16_INDEX = re.compile(r"LINK_[A-Z]|TRIG_[A-Z]|CHAIN_BASE|TRIGGER_BASE|trigger_offset\(|link_offset\(|"
                          r"zone_offset\(|ZONE_BASE")


def _int32_reads_of_int16_sections(text):
    # `s[...]` / `self.s[...]` (the buffer as int32) whose index names a chain, trigger or zone
    # entry: each must read `(<int16_t*>s)[...]` instead.
    found = []
    for m in re.finditer(r"(?<![\w.)])(self\.s|s)\[", text):
        depth, j = 0, m.end() - 1
        while True:
            depth += {"[": 1, "]": -1}.get(text[j], 0)
            if depth == 0:
                break
            j += 1
        inner = text[m.end():j]
        if _INT16_INDEX.search(inner) and not inner.startswith("HDR_"):
            found.append(text[m.start():j + 1])
    return found


def test_the_chain_triggers_and_zones_are_read_as_int16():
    # A guard for merges: the chain, trigger and zone entries are int16 (layout.pxd), so an
    # int32 index into them reads the wrong bytes without any compiler error.
    root = Path(__file__).resolve().parents[1] / "ygo_core"
    bad = {str(p.relative_to(root)): found for p in sorted(root.rglob("*.p*")) if p.suffix in (".pyx", ".pxd")
           for found in [_int32_reads_of_int16_sections(p.read_text())] if found}
    assert not bad, f"read these as (<int16_t*>s)[...]: {bad}"
