"""Life Points and stats saturate (issue 7, item 11): a user's card data may print any ATK up
to the int32 maximum, and LP gains have no rules cap (A01 sets only the starting LP), so the
arithmetic must stop at the ceilings (LP_MAX, STAT_MAX) instead of wrapping around, and LP never
go below 0 (A08). Each test names the input it guards."""
import functools

from ygo_core import CardDB, Duel
from ygo_core import actions as A
from ygo_core import layout as L
from ygo_core.carddb import CardInfo, _read_bundled

from helpers import attack, card_in_hand, go_to_battle, monster_card, pass_until

INT32_MAX = 2**31 - 1
DIAN_KETO = 84257639        # Dian Keto the Cure Master: gain 1000 LP
BOOK = 91595718             # Book of Secret Arts: a Spellcaster gains 300 ATK / 300 DEF
RING = 83555666             # Ring of Destruction: both take the destroyed monster's ATK
OOKAZI = 19523799           # Ookazi: 800 damage to the opponent
FILLER = 89631139           # Blue-Eyes White Dragon, as Deck filler
TITAN = 71000001            # a Normal Monster printing the int32 maximum as ATK and DEF
NEAR_TITAN = 71000002       # a Spellcaster 100 short of it


@functools.cache
def db():
    # Built at the first test, once, not when the module is collected.
    big = [CardInfo(code=TITAN, alias=0, name="Titan", type=0x11, level=4, attribute=0x1,
                    race=0x1, atk=INT32_MAX, defense=INT32_MAX),
           CardInfo(code=NEAR_TITAN, alias=0, name="Near Titan", type=0x11, level=4,
                    attribute=0x20, race=0x2, atk=INT32_MAX - 100, defense=INT32_MAX - 100)]
    return CardDB(_read_bundled() + big)


def position(**kw):
    kw.setdefault("decks", ([FILLER] * 5, [FILLER] * 5))
    kw.setdefault("auto_forced", False)
    kw.setdefault("turn", 3)
    return Duel.from_position(db(), **kw)


def play(duel, code, *targets):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, code))
    for t in targets:
        duel.apply(A.ACT_SELECT + t)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)


def test_lp_max_is_the_int32_maximum():
    assert L.LP_MAX == INT32_MAX and L.STAT_MAX == INT32_MAX


def test_a_gain_near_lp_max_stops_at_lp_max():
    # Input: LP 2**31 - 500, then Dian Keto's 1000: LP stop at LP_MAX (no wrap to negative).
    duel = position(lp=(INT32_MAX - 500, 8000), hands=([DIAN_KETO], []))
    play(duel, DIAN_KETO)
    assert duel.lp(0) == L.LP_MAX and not duel.is_terminal()


def test_a_gain_at_lp_max_keeps_lp_max():
    # Input: LP already at LP_MAX, then a gain.
    duel = position(lp=(INT32_MAX, 8000), hands=([DIAN_KETO], []))
    play(duel, DIAN_KETO)
    assert duel.lp(0) == L.LP_MAX


def test_damage_from_lp_max_subtracts_exactly():
    # Input: LP at LP_MAX, then Ookazi's 800 damage: the ceiling does not distort a loss.
    duel = position(lp=(8000, INT32_MAX), hands=([OOKAZI], []))
    play(duel, OOKAZI)
    assert duel.lp(1) == INT32_MAX - 800


def test_a08_a_direct_attack_of_int32_max_atk_leaves_0_lp_and_wins():
    # Input: a monster printing ATK 2**31 - 1 attacks directly: LP stop at 0 (A08), the
    # defender loses (A09).
    duel = position(monsters=([TITAN], []))
    go_to_battle(duel)
    duel.apply(attack(0, None))
    while not duel.is_terminal():
        duel.apply(A.ACT_PASS)
    assert duel.lp(1) == 0 and (duel.winner(), duel.win_reason()) == (0, "lp")


def test_a_boost_past_stat_max_saturates():
    # Input: ATK 2**31 - 101 plus Book of Secret Arts' 300: ATK stops at STAT_MAX instead of
    # wrapping to a negative number (read as 0 by the T11 floor before the fix).
    duel = position(hands=([BOOK], []), monsters=([NEAR_TITAN], []))
    play(duel, BOOK, monster_card(duel, 0, 0))
    view = duel.monsters(0)[0]
    assert (view["atk"], view["def"]) == (L.STAT_MAX, L.STAT_MAX)


def test_a14_ring_of_destruction_on_int32_max_atk_is_a_draw():
    # Input: both players take 2**31 - 1 damage at once (Ring of Destruction): both at 0, a
    # draw (A14), no LP below 0.
    duel = position(monsters=([], [TITAN]), spells=([RING], []))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    while not duel.is_terminal():
        duel.apply(A.ACT_PASS)
    assert (duel.lp(0), duel.lp(1)) == (0, 0) and duel.winner() == -1


def test_f18_battle_between_int32_max_monsters_has_no_overflow():
    # Input: two monsters with the int32 maximum as ATK battle: equal ATK, both destroyed, no
    # damage (F18); the difference is computed without overflow.
    duel = position(monsters=([TITAN], [TITAN]))
    go_to_battle(duel)
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    assert (duel.lp(0), duel.lp(1)) == (8000, 8000)
    assert duel.monsters(0)[0] is None and duel.monsters(1)[0] is None
