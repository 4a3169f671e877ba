"""The observation of a Duel Masters duel for one player: a flat int32 vector.

Layout (OBS_* below): 8 header words (turn, is-my-turn, is-my-decision, decision kind, then my
and the opponent's deck counts ... see HEADER), then for me and then the opponent 6 zone counts,
then card slots: for each player and each public zone (battle, mana, graveyard) CAP_ZONE slots of
(card code + 1, tapped), and my hand's CAP_ZONE codes + 1. Hidden cards (the opponent's hand,
every shield, every deck) appear only as counts. Empty slots are 0.
"""
import numpy as np

from dm_core import layout as L

HEADER = 8
PUBLIC_ZONES = ("battle", "mana", "graveyard")
ZONE_ORDER = ("deck", "hand", "mana", "shields", "battle", "graveyard")
OBS_COUNTS = HEADER
OBS_CARDS = OBS_COUNTS + 2 * len(ZONE_ORDER)
OBS_HAND = OBS_CARDS + 2 * len(PUBLIC_ZONES) * L.CAP_ZONE * 2
OBS_SIZE = OBS_HAND + L.CAP_ZONE


def observe(duel, player):
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, got {player!r}")
    s = duel.buffer
    out = np.zeros(OBS_SIZE, dtype=np.int32)
    out[0] = s[L.HDR_TURN]
    out[1] = int(s[L.HDR_TURN_PLAYER] == player)
    out[2] = int(duel.current_player() == player)
    out[3] = s[L.HDR_DECISION] if duel.current_player() == player else 0
    k = OBS_COUNTS
    for p in (player, 1 - player):
        for z in ZONE_ORDER:
            out[k] = len(duel.zone(p, z))
            k += 1
    k = OBS_CARDS
    for p in (player, 1 - player):
        for z in PUBLIC_ZONES:
            for i, c in enumerate(duel.zone(p, z)[:L.CAP_ZONE]):
                out[k + 2 * i] = s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_CODE] + 1
                out[k + 2 * i + 1] = s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_TAPPED]
            k += 2 * L.CAP_ZONE
    for i, c in enumerate(duel.zone(player, "hand")[:L.CAP_ZONE]):
        out[OBS_HAND + i] = s[L.CARD_BASE + c * L.CARD_WIDTH + L.CARD_CODE] + 1
    return out
