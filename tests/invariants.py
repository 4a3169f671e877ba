"""State invariants checked over random duels: every card in exactly one place, zones within
capacity, LP never negative, the control stack well-formed."""
import numpy as np
import pytest

from ygo_core import Duel, IllegalActionError
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core import wide as W

# A random duel over these test decks ends well within this many decisions.
MAX_DECISIONS = 5000


def check_invariants(duel):
    buf = W.decode(duel.buffer)
    n_cards = buf[L.HDR_N_CARDS]
    seen = np.zeros(n_cards, dtype=np.int32)
    for player in range(L.N_PLAYERS):
        _check_piles(buf, player, seen)
        _check_zones(buf, player, seen)
    # A Token that left the field exists nowhere (LOC_NONE) until a new Token takes its row.
    gone = buf[W.CARD_BASE + np.arange(n_cards) * W.CARD_WIDTH + L.CARD_LOCATION] == L.LOC_NONE
    # MR3 (xyz): an Xyz Material is in no pile or zone, under a face-up Xyz Monster on the field.
    _check_materials(buf, n_cards, seen)
    assert ((seen == 1) | (gone & (seen == 0))).all(), f"cards not in exactly one place: {np.nonzero(seen != 1)[0]}"
    assert buf[L.HDR_LP] >= 0 and buf[L.HDR_LP + 1] >= 0
    assert 0 <= buf[L.HDR_STACK_TOP] <= L.CAP_STACK
    if not duel.is_terminal():
        # C10: every batch of GY arrivals is closed (being ordered, or settled) before a decision.
        assert buf[L.HDR_GY_UNORDERED] == 0 and buf[L.HDR_GY_UNORDERED + 1] == 0
    if not duel.is_terminal():
        actions = duel.legal_actions()
        assert len(actions) > 0
        assert (np.diff(actions) > 0).all(), "legal actions must be strictly ascending"


def _check_piles(buf, player, seen):
    locations = {L.PILE_DECK: L.LOC_DECK, L.PILE_HAND: L.LOC_HAND, L.PILE_GY: L.LOC_GY,
                 L.PILE_BANISHED: L.LOC_BANISHED, L.PILE_EXTRA: L.LOC_EXTRA}
    for pile, location in locations.items():
        base = W.PILE_BASE + (player * L.N_PILES + pile) * W.PILE_WIDTH
        count = buf[base]
        assert 0 <= count <= L.CAP_PILE
        for i in range(count):
            card = buf[base + 1 + i]
            row = W.CARD_BASE + card * W.CARD_WIDTH
            assert buf[row + L.CARD_LOCATION] == location
            assert buf[row + L.CARD_SEQUENCE] == i
            assert buf[row + L.CARD_OWNER] == player  # C10: piles hold their owner's cards
            seen[card] += 1
        assert (buf[base + 1 + count: base + 1 + L.CAP_PILE] == 0).all()


def _check_zones(buf, player, seen):
    base = W.ZONE_BASE + player * L.ZONES_PER_PLAYER
    for zone in range(L.ZONES_PER_PLAYER):
        card = buf[base + zone]
        if card == L.NO_CARD:
            continue
        row = W.CARD_BASE + card * W.CARD_WIDTH
        assert buf[row + L.CARD_CONTROLLER] == player
        if zone < L.ZONE_SPELL:
            assert buf[row + L.CARD_LOCATION] == L.LOC_MZONE
            assert buf[row + L.CARD_SEQUENCE] == zone
            assert buf[row + L.CARD_POSITION] in (L.POS_FACEUP_ATTACK, L.POS_FACEUP_DEFENSE,
                                                  L.POS_FACEDOWN_DEFENSE)
        seen[card] += 1


def play_checked(db, deck0, deck1, seed, rules="mr3", *, first_player=None, auto_forced=None,
                 illegal_every=0, **duel_kw):
    """One seeded random duel checked after every step: the invariants hold, and (every
    `illegal_every` steps) an action outside the legal set is refused with the state unchanged.
    The first player and auto_forced alternate with the seed unless given. Returns the ended duel."""
    first_player = seed % 2 if first_player is None else first_player
    auto_forced = seed % 2 == 0 if auto_forced is None else auto_forced
    duel = Duel(db, deck0, deck1, seed=seed, rules=rules, first_player=first_player,
                auto_forced=auto_forced, **duel_kw)
    rng = np.random.default_rng(seed)
    steps = 0
    while not duel.is_terminal():
        check_invariants(duel)
        legal = duel.legal_actions()
        if illegal_every and steps % illegal_every == 0:
            _check_refuses_illegal(duel, legal, rng)
        duel.apply(int(rng.choice(legal)))
        steps += 1
        assert steps < MAX_DECISIONS
    check_invariants(duel)
    assert duel.winner() in (0, 1, -1)
    return duel


def _check_refuses_illegal(duel, legal, rng):
    illegal = int(rng.integers(0, A.N_ACTIONS))
    if illegal in legal:
        return
    before = duel.buffer
    with pytest.raises(IllegalActionError):
        duel.apply(illegal)
    assert np.array_equal(before, duel.buffer)


def _check_materials(buf, n_cards, seen):
    for card in range(n_cards):
        row = W.CARD_BASE + card * W.CARD_WIDTH
        if buf[row + L.CARD_LOCATION] != L.LOC_OVERLAY:
            continue
        xyz = buf[row + L.CARD_EQUIPPED_TO]
        xrow = W.CARD_BASE + xyz * W.CARD_WIDTH
        assert 0 <= xyz < n_cards and buf[xrow + L.CARD_LOCATION] == L.LOC_MZONE, \
            f"material {card} is not under a monster on the field"
        assert buf[xrow + L.CARD_POSITION] in (L.POS_FACEUP_ATTACK, L.POS_FACEUP_DEFENSE)
        assert buf[row + L.CARD_EQUIPPED_STINT] == buf[xrow + L.CARD_STINT]
        seen[card] += 1
