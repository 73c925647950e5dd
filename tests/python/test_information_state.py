"""Perfect-recall information states (docs/python.md, "Information states"): everything a seat has
seen since the deal, in the order it saw it. The conformance suite checks that a resample keeps
them; these check that they remember what the observation forgets, and show nothing unseen."""
import json
import random

import numpy as np
import pytest

import cardroom


def info(state, seat):
    return json.loads(state.information_state_string(seat))


def play_words(state, *words):
    for word in words:
        state.apply_action(state.string_to_action(word))
    return state


@pytest.mark.parametrize("name,players", [("7-27", 2), ("15-35", 3), ("535", 3)])
def test_histories_one_observation_cannot_tell_apart_have_different_information_states(name, players):
    """From one deal, random play reaches the same observation tensor by different histories
    (bets of other sizes that put the same chips in, plays in another order): the information
    state tells them apart. Every action of these games is public, so any two histories differ
    for the seat."""
    game = cardroom.load_game(name, players=players)
    rng = random.Random(name)
    first_seen = {}
    collisions = 0
    for _ in range(300):
        state = game.new_initial_state(seed=7)
        while not state.is_terminal():
            key = state.observation_tensor(0).tobytes()
            earlier = first_seen.setdefault(key, state.clone())
            if earlier.history() != state.history():
                collisions += 1
                assert earlier.information_state_string(0) != state.information_state_string(0)
                if game.get_type().provides_information_state_tensor:
                    assert not np.array_equal(earlier.information_state_tensor(0),
                                              state.information_state_tensor(0))
            state.apply_action(rng.choice(state.legal_actions()))
    assert collisions > 0, "random play should meet one observation by two histories"


def test_a_face_down_take_stays_unseen_in_the_history_after_the_showdown_shows_it():
    game = cardroom.load_game("7-27", players=2)  # extra cards face down
    state = game.new_initial_state(seed=11)
    # Both take once, then check the hand down to the showdown.
    rng = random.Random(1)
    play_words(state, "take", "take")
    while not state.is_terminal():
        words = [state.action_to_string(a) for a in state.legal_actions()]
        word = next((w for w in ("check", "call", "stand") if w in words), None)
        play_words(state, word or rng.choice(words))
    mine, theirs = info(state, 0), info(state, 1)
    takes = [step for step in mine["history"] if step[1] == "take"]
    assert [step[0] for step in takes[:2]] == [1, 0]
    # Seat 0 sees its own card from the moment it took it, not seat 1's (face down) ...
    own_card = state.observation(0)["seats"][0]["cards"][2]
    assert takes[1][2] == own_card and takes[0][2] is None
    # ... which the showdown shows in the observation, not back in time.
    assert state.observation(0)["seats"][1]["cards"][2] != "??"
    assert [s for s in theirs["history"] if s[1] == "take"][0][2] == state.observation(1)["seats"][1]["cards"][2]
    # At the deal each saw its own two cards and the other's face-up one.
    assert mine["deal"][0] == state.observation(0)["seats"][0]["cards"][:2]
    assert mine["deal"][1][0] == state.observation(0)["seats"][1]["cards"][0]
    assert mine["deal"][1][1] is None


def test_a_face_up_take_is_seen_by_everyone_when_taken():
    game = cardroom.load_game("7-27", players=2, rules={"extra_card_face": "up"})
    state = play_words(game.new_initial_state(seed=11), "take")
    card = state.observation(1)["seats"][1]["cards"][2]
    assert info(state, 0)["history"][0] == [1, "take", card]
    tensor = state.information_state_tensor(0)
    step = tensor[game.observation_tensor_shape()[0]:][: 2 + 67]
    assert step[1] == 1 and step[0] == 0, "the actor, numbered from the viewer"
    assert step[2 + 6] == 1, "the kind: take"
    assert np.flatnonzero(step[2 + 14: 2 + 66]).size == 1 and step[2 + 66] == 0


def test_an_exposed_card_is_seen_from_the_expose_not_from_the_deal():
    game = cardroom.load_game("15-35", players=2, rules={"deal": "three-down-expose"})
    state = game.new_initial_state(seed=3)
    seat = state.current_player()
    word = next(state.action_to_string(a) for a in state.legal_actions()
                if state.action_to_string(a).startswith("expose"))
    play_words(state, word)
    other = 1 - seat
    seen = info(state, other)
    card = word.split()[1]
    assert seen["history"][0] == [seat, word]
    assert seen["deal"][seat] == [None, None, None], "face down at the deal"
    assert card in state.observation(other)["seats"][seat]["cards"]


def test_hidden_declarations_stay_hidden_in_the_information_state():
    game = cardroom.load_game("15-35", players=3, rules={"showdown": "declare-simultaneous"})
    rng = random.Random(5)
    for seed in range(40):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal() and state.observation(0)["phase"] != "declare":
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal() or state.current_player() == 0:
            continue
        declarer = state.current_player()
        state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        assert info(state, 0)["history"][-1] == [declarer, "declare"]
        step = len(state.history()) - 1
        tensor = state.information_state_tensor(0)
        block = game.observation_tensor_shape()[0] + step * (3 + 67)
        assert tensor[block + 3 + 9] == 1, "the kind: declare"
        assert not tensor[block + 3 + 10: block + 3 + 13].any(), "which one is not seen"
        return
    pytest.fail("no hand reached a declaration with seat 0 still to declare")


def test_a_whole_game_remembers_its_finished_rounds():
    game = cardroom.load_game("535", players=3, episode="game")
    state = game.new_initial_state(seed=4)
    rng = random.Random(2)
    hands_at_deal = [state.observation(seat)["hand"] for seat in range(3)]
    played = []
    while state.observation(0)["round"] == 1:
        code = rng.choice(state.legal_actions())
        played.append([state.current_player(), state.action_to_string(code)])
        state.apply_action(code)
    past = info(state, 1)["past_rounds"]
    assert len(past) == 1
    assert past[0]["dealer"] == 0 and past[0]["dealt"] == hands_at_deal
    assert past[0]["moves"] == played
    assert past[0]["scores"] == [s["score"] for s in state.observation(0)["seats"]]
    assert info(state, 1)["history"] == [], "the new round's moves start afresh"
    # Everyone saw the finished round: a resample keeps it for every seat.
    sample = state.resample(state.current_player(), 9)
    assert info(sample, 0)["past_rounds"] == past


def test_games_without_a_tensor_say_why():
    whole = cardroom.load_game("535", players=4, episode="game")
    assert not whole.get_type().provides_information_state_tensor
    assert whole.get_type().provides_information_state_string
    with pytest.raises(ValueError, match="whole game"):
        whole.information_state_tensor_shape()
    with pytest.raises(ValueError, match="whole game"):
        whole.new_initial_state(seed=1).information_state_tensor(0)
    uncapped = cardroom.load_game("15-35", players=6, rules={"betting": {"raise_cap": 0}})
    assert not uncapped.get_type().provides_information_state_tensor
    with pytest.raises(ValueError, match="raise cap"):
        uncapped.new_initial_state(seed=1).information_state_tensor(0)
    rounds = cardroom.load_game("535", players=4)
    assert rounds.information_state_tensor_shape() == [
        rounds.observation_tensor_shape()[0] + rounds.max_game_length() * (4 + 17)]
