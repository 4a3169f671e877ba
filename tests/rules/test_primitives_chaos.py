"""The chaos family's primitives on test-only cards, apart from the cards that use them:
shares_once, once_per_copy, cannot_attack_this_turn and not_attacked_this_turn, attack_again,
attacks_every_monster on other monsters, stats_per_paid until the end of the turn, cost_up_to,
summon_banished_until_end_phase (rules-mr3.md F04, AH02, AH05, U03)."""
from ygo_core import CardDB
from ygo_core import actions as A
from ygo_core.carddb import CardInfo, _read_bundled
from ygo_core.scripts.compiler import bundled_scripts
from ygo_core.scripts.vocab import (
    Filter, activate, attack_again, attacks_every_monster, banish, cannot_attack_this_turn, card,
    continuous, cost_up_to, declare_card_kind, draw, foe_sends_declared_from_deck, gain_lp, ignition,
    monsters, no_gy_banishing, not_attacked_this_turn, once_per_copy, once_per_duel, shares_once,
    stats_become, stats_per_paid, summon_banished_until_end_phase, with_cost,
)

from helpers import table_position, _synthetic_cards, attack, monster_card, pass_until, vanilla

EFFECT_MONSTER, NORMAL_MONSTER, SPELL = 0x21, 0x11, 0x2
TWO_WAYS = 98200001      # two Ignition effects sharing one use per turn
COPY_ONCE = 98200002     # an Ignition effect once per turn per copy
PLAYER_ONCE = 98200003   # the same, once per turn per player (the engine's hard limit)
NO_ATTACK = 98200004     # draws at the cost of its attack; not after it attacked
AGAIN = 98200005         # a second attack, given by its Ignition effect
WARLORD = 98200006       # its controller's Warriors attack every opposing monster once
PAYER = 98200007         # banishes up to 2 GY cards: +100 ATK each until the end of the turn
RETURNER = 98200008      # a Spell: every banished Warrior of yours comes back until the End Phase
BECOMER = 98200009       # once per Duel: its ATK/DEF become 500/500
DECLARER = 98200010      # a Spell: declare a kind; the opponent sends one such card from the Deck
LOCKER = 98200011        # its controller's opponent cannot banish from the GYs
M = vanilla(1000, 1000)
WARRIORS = monsters("self", face_up=True, races=("Warrior",))
ANY_GY = Filter(where=("gy",), controller="self")

TEST_CARDS = [CardInfo(code, 0, f"Test {code}", EFFECT_MONSTER, 4, 0x10, 0x2, 1500, 1000)
              for code in (TWO_WAYS, COPY_ONCE, PLAYER_ONCE, NO_ATTACK, AGAIN, WARLORD, PAYER, BECOMER, LOCKER)]
TEST_CARDS += [CardInfo(code, 0, f"Test {code}", SPELL, 0, 0, 0, 0, 0) for code in (RETURNER, DECLARER)]
SCRIPTS = [
    card(TWO_WAYS, "Two ways", ignition(draw(1)).once(), shares_once(ignition(gain_lp(500)))),
    card(COPY_ONCE, "Copy once", once_per_copy(ignition(gain_lp(100)))),
    card(PLAYER_ONCE, "Player once", ignition(gain_lp(100)).once()),
    card(NO_ATTACK, "No attack", ignition(draw(1), cost=[cannot_attack_this_turn()],
                                          conditions=[not_attacked_this_turn()])),
    card(AGAIN, "Again", ignition(attack_again())),
    card(WARLORD, "Warlord", continuous(attacks_every_monster(WARRIORS))),
    card(PAYER, "Payer", ignition(stats_per_paid(atk=100, until="turn"), cost=[cost_up_to(ANY_GY, 2)])),
    card(RETURNER, "Returner", activate(summon_banished_until_end_phase(
        Filter(where=("banished",), controller="self", kind=("monster",), races=("Warrior",))))),
    card(BECOMER, "Becomer", once_per_duel(ignition(stats_become(500, 500)))),
    card(DECLARER, "Declarer", with_cost(activate(foe_sends_declared_from_deck()), declare_card_kind())),
    card(LOCKER, "Locker", continuous(no_gy_banishing())),
]
_DB = None


def db():
    global _DB
    if _DB is None:
        scripts = dict(bundled_scripts())
        scripts.update({s.code: s for s in SCRIPTS})
        _DB = CardDB(_read_bundled() + list(_synthetic_cards()) + TEST_CARDS, scripts=scripts)
    return _DB


def pos(**kw):
    return table_position(db(), [M] * 10, **kw)


def use(duel, card_id):
    duel.apply(A.ACT_ACTIVATE + card_id)
    pass_until(duel, "main")


def test_shares_once_uses_up_the_effect_before_it():
    duel = pos(monsters=([TWO_WAYS], []))
    two = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + two)
    assert duel.decision() == "option"  # both effects legal: the player picks one
    duel.apply(A.ACT_OPTION + 1)        # the second (gain 500)
    pass_until(duel, "main")
    assert duel.lp(0) == 8500
    assert A.ACT_ACTIVATE + two not in duel.legal_actions()  # neither is left this turn


def test_once_per_copy_lets_each_copy_use_it_the_player_limit_does_not():
    duel = pos(monsters=([COPY_ONCE, COPY_ONCE], []))
    use(duel, monster_card(duel, 0, 0))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    use(duel, monster_card(duel, 0, 1))
    assert duel.lp(0) == 8200
    duel = pos(monsters=([PLAYER_ONCE, PLAYER_ONCE], []))
    use(duel, monster_card(duel, 0, 0))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 1) not in duel.legal_actions()  # AH02


def test_cannot_attack_this_turn_is_a_cost_and_not_attacked_a_condition():
    duel = pos(monsters=([NO_ATTACK, M], [M]))
    use(duel, monster_card(duel, 0, 0))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    legal = set(duel.legal_actions())
    assert attack(0, 0) not in legal and attack(1, 0) in legal  # only the card itself
    duel = pos(monsters=([NO_ATTACK], [M]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, 0))
    pass_until(duel, "battle")
    duel.apply(A.ACT_END_BATTLE)
    pass_until(duel, "main")
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()


def test_attack_again_gives_back_only_an_attack_already_made():
    # (The positive case is Black Luster Soldier's trigger, tests/cards/test_goat_chaos.py.) An
    # Ignition effect cannot be used in the Battle Phase: used before any attack, it does
    # nothing, so the monster still attacks once (F04).
    duel = pos(monsters=([AGAIN], []))
    use(duel, monster_card(duel, 0, 0))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(0, None))
    pass_until(duel, "battle")
    assert attack(0, None) not in duel.legal_actions()


def test_attacks_every_monster_covers_the_filters_monsters():
    wall = (vanilla(0, 2000), "defense")
    duel = pos(monsters=([WARLORD, M], [wall, wall]))
    duel.apply(A.ACT_TO_BATTLE)
    pass_until(duel, "battle")
    duel.apply(attack(1, 0))  # the vanilla Warrior
    pass_until(duel, "battle")
    legal = set(duel.legal_actions())
    assert attack(1, 1) in legal and attack(1, 0) not in legal


def test_stats_per_paid_until_the_end_of_the_turn_and_cost_up_to():
    duel = pos(monsters=([PAYER], []), graveyards=([M, M, M], []))
    payer = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + payer)
    duel.apply(int(max(duel.legal_actions())))
    duel.apply(int(max(duel.legal_actions())))
    assert duel.decision() != "cost" and len(duel.banished(0)) == 2  # two at most
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["atk"] == 1700
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["atk"] == 1500


def test_summon_banished_until_end_phase_with_a_filter():
    duel = pos(hands=([RETURNER], []), banished=([M, TWO_WAYS], []))
    duel.apply(A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0])
    pass_until(duel, "choose")
    assert len(duel.legal_actions()) == 1  # the Warrior only (the test monsters are Spellcasters)
    duel.apply(int(duel.legal_actions()[0]))
    duel.apply(A.ACT_DEFENSE_POSITION)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["code"] == M and duel.monsters(0)[0]["position"] == "defense"
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert sorted(duel.banished(0)) == sorted([M, TWO_WAYS])


def test_stats_become_and_once_per_duel():
    duel = pos(monsters=([BECOMER], []))
    becomer = monster_card(duel, 0, 0)
    use(duel, becomer)
    assert (duel.monsters(0)[0]["atk"], duel.monsters(0)[0]["def"]) == (500, 500)
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    duel.apply(A.ACT_TO_END)
    pass_until(duel, "main")
    assert duel.monsters(0)[0]["atk"] == 500  # it lasts while the card stays face-up
    assert A.ACT_ACTIVATE + becomer not in duel.legal_actions()  # once per Duel, not per turn


def test_declare_card_kind_and_the_opponents_pick_from_the_deck():
    trap = 44095762  # Mirror Force
    duel = pos(hands=([DECLARER], []), decks=([M] * 5, [M, trap, M]))
    duel.apply(A.ACT_ACTIVATE + duel.card_ids(0, "hand")[0])
    assert duel.decision() == "option" and len(duel.legal_actions()) == 3
    duel.apply(A.ACT_OPTION + 0)  # Monster
    pass_until(duel, "choose")
    assert duel.current_player() == 1 and len(duel.legal_actions()) == 2  # their two monsters
    duel.apply(int(duel.legal_actions()[0]))
    pass_until(duel, "main")
    assert duel.graveyard(1) == [M] and sorted(duel.deck(1)) == sorted([M, trap])


def test_no_gy_banishing_binds_the_opponent_only():
    duel = pos(monsters=([PAYER], [LOCKER]), graveyards=([M], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in duel.legal_actions()
    duel = pos(monsters=([PAYER, LOCKER], []), graveyards=([M], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in duel.legal_actions()
