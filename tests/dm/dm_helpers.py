"""Helpers for the Duel Masters tests: positions, actions by card name, invariants."""
import numpy as np

from dm_core import DMDuel, bundled_decks, load_bundled
from dm_core import core as C
from dm_core import layout as L

ZONES = ("deck", "hand", "mana", "shields", "battle", "graveyard")


def pos(**kw):
    """A position (DMDuel.from_position) where every decision is asked, even a forced one."""
    kw.setdefault("auto_forced", False)
    return DMDuel.from_position(**kw)


def card_action(d, player, name, zone):
    return C.ACT_CARD + d.find(player, name, zone)


def play(d, name, player=None, tap=()):
    """Summon or cast `name` from the hand of the turn player (or `player`), paying its cost
    (C044): the mana cards named in `tap` first, in that order, then the first legal choice."""
    p = d.turn_player() if player is None else player
    a = card_action(d, p, name, "hand")
    assert d.decision() == "main", d.decision()
    d.apply(a)
    pay(d, p, tap)


def pay(d, player, tap=()):
    """Tap the mana cards named in `tap` (untapped ones), then the first legal choice, until the
    payment decision is over."""
    tap = list(tap)
    while d.decision() == "pay":
        if tap:
            name = tap.pop(0)
            c = next(c for c in d.zone(player, "mana") if d.card_name(c) == name and not d.tapped(c))
            d.apply(C.ACT_CARD + c)
        else:
            d.apply(int(d.legal_actions()[0]))
    assert not tap, tap


def pick(d, player, name, zone="battle"):
    d.apply(card_action(d, player, name, zone))


def attack_player(d, name):
    c = d.find(d.turn_player(), name)
    d.apply(C.ACT_ATTACK_PLAYER + c % L.CAP_PER_PLAYER)


def attack_creature(d, name, target):
    tp = d.turn_player()
    a = d.find(tp, name) % L.CAP_PER_PLAYER
    t = d.find(1 - tp, target) % L.CAP_PER_PLAYER
    d.apply(C.ACT_ATTACK_CREATURE + a * L.CAP_PER_PLAYER + t)


def to_attack(d):
    """From the main step, pass to the attack step."""
    assert d.decision() == "main"
    d.apply(C.ACT_PASS)
    assert d.decision() == "attack", d.decision()


def mana(name, n, tapped=False):
    return [(name, {"tapped": tapped})] * n


def check_invariants(d):
    # Cards are conserved: every owned card is in exactly one zone list (or being cast); no
    # count is negative; tapped words are 0/1.
    s = d.buffer
    for p in (0, 1):
        n = s[L.HDR_N_CARDS + p]
        listed = [c for z in ZONES for c in d.zone(p, z)]
        pending = [c for c in range(p * L.CAP_PER_PLAYER, p * L.CAP_PER_PLAYER + n)
                   if s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE] == L.ZONE_PENDING]
        assert sorted(listed + pending) == list(range(p * L.CAP_PER_PLAYER, p * L.CAP_PER_PLAYER + n))
        for z in range(L.N_ZONES):  # every count word is a real count (never negative)
            assert 0 <= s[L.ZONE_LIST_BASE + (p * L.N_ZONES + z) * L.ZONE_LIST_WIDTH] <= L.CAP_ZONE
        # Shields only ever leave in DM-01: never more than the 5 of the set-up (C009).
        assert len(d.zone(p, "shields")) <= 5
        for c in listed:
            assert s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_ZONE] in range(L.N_ZONES)
    tapped = s[L.CARD_BASE + L.CARD_TAPPED:L.CARD_BASE + L.CAP_CARDS * L.CARD_WIDTH:L.CARD_WIDTH]
    assert set(np.unique(tapped)) <= {0, 1}
    assert 0 <= s[L.HDR_QUEUE_COUNT] <= L.CAP_QUEUE and 0 <= s[L.HDR_MOD_COUNT] <= L.CAP_MODS


def decks():
    return {name: load_bundled(name) for name in bundled_decks()}
