"""State invariants checked over random duels: every card in exactly one place, zones within
capacity, LP never negative, the control stack well-formed."""
import numpy as np

from ygo_core import layout as L


def check_invariants(duel):
    buf = duel.buffer
    n_cards = buf[L.HDR_N_CARDS]
    seen = np.zeros(n_cards, dtype=np.int32)
    for player in range(L.N_PLAYERS):
        _check_piles(buf, player, seen)
        _check_zones(buf, player, seen)
    # A Token that left the field exists nowhere (LOC_NONE) until a new Token takes its row.
    gone = buf[L.CARD_BASE + np.arange(n_cards) * L.CARD_WIDTH + L.CARD_LOCATION] == L.LOC_NONE
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
        base = L.PILE_BASE + (player * L.N_PILES + pile) * L.PILE_WIDTH
        count = buf[base]
        assert 0 <= count <= L.CAP_PILE
        for i in range(count):
            card = buf[base + 1 + i]
            row = L.CARD_BASE + card * L.CARD_WIDTH
            assert buf[row + L.CARD_LOCATION] == location
            assert buf[row + L.CARD_SEQUENCE] == i
            assert buf[row + L.CARD_OWNER] == player  # C10: piles hold their owner's cards
            seen[card] += 1
        assert (buf[base + 1 + count: base + 1 + L.CAP_PILE] == 0).all()


def _check_zones(buf, player, seen):
    base = L.ZONE_BASE + player * L.ZONES_PER_PLAYER
    for zone in range(L.ZONES_PER_PLAYER):
        card = buf[base + zone]
        if card == L.NO_CARD:
            continue
        row = L.CARD_BASE + card * L.CARD_WIDTH
        assert buf[row + L.CARD_CONTROLLER] == player
        if zone < L.ZONE_SPELL:
            assert buf[row + L.CARD_LOCATION] == L.LOC_MZONE
            assert buf[row + L.CARD_SEQUENCE] == zone
            assert buf[row + L.CARD_POSITION] in (L.POS_FACEUP_ATTACK, L.POS_FACEUP_DEFENSE,
                                                  L.POS_FACEDOWN_DEFENSE)
        seen[card] += 1
