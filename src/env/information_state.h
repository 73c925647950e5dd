#pragma once
// Perfect-recall information states (OpenSpiel's information_state_string/tensor): everything a
// seat has seen since the deal, in the order it saw it, and nothing else. Two states a seat
// cannot tell apart give it the same information state; a resample() of a seat keeps that seat's.
//
// The observation (env episodes' observation(), features/observation.h) is what the seat sees
// now; the information state adds when it saw it:
// - vying: each seat's cards as seen at the deal, and for each action the card it dealt (a
//   take) as the seat saw it then: a face-down card taken by another seat stays unseen in the
//   history even after the showdown shows it (the observation shows it from then on);
// - Five Three Five: a whole game's finished rounds, each seat's cards at the deal (the cards
//   left are shown when points are counted, so a finished round is public), its moves and the
//   totals after it.
//
// Tensors (docs/python.md, "Information state tensors"): the observation tensor, then one block
// per action up to max_game_length(), actors numbered from the viewer, zeros past the history:
//   vying, players + 67 floats a step: the actor; the action's kind (check, call, fold, bet,
//     raise, all-in, take, stand, expose, declare); the declaration (low, high, both) when the
//     viewer sees it; a bet or raise's amount / the largest stack at the deal; the card the
//     action dealt or exposed, by card index, when the viewer saw it; 1 when it dealt a card the
//     viewer did not see.
//   Five Three Five (one round), players + 17 floats a step: the actor; lead, overwrite, add,
//     pass; the cards put down, by rank index, each count / 3.
// A game whose tensor would pass kMostInformationStateFloats (a vying game without a raise cap,
// a whole Five Three Five game) has none: information_state_size() is 0.
#include <cstdint>
#include <span>
#include <string>

#include "env/five35_episode.h"
#include "env/vying_episode.h"
#include "io/json_read.h"

namespace cardroom::env {

// The most actions an episode can hold (OpenSpiel's max_game_length): a generous bound; -1 when
// there is none (Five Three Five games whose rounds may score nothing).
int max_game_length(const VyingSetup& setup);
int max_game_length(const Five35Setup& setup);

inline constexpr std::int64_t kMostInformationStateFloats = 1 << 20;

// The length of the tensor; 0 when the game has none, and then why_no_information_state_tensor
// says why.
std::int64_t information_state_size(const VyingSetup& setup);
std::int64_t information_state_size(const Five35Setup& setup);
std::string why_no_information_state_tensor(const VyingSetup& setup);
std::string why_no_information_state_tensor(const Five35Setup& setup);

// The information state as JSON: the observation, with the vying history's takes carrying
// their card (null where unseen) and a "deal"; Five Three Five's with "past_rounds".
io::Json information_state(const VyingEpisode& episode, int seat);
io::Json information_state(const Five35Episode& episode, int seat);

// `out` has information_state_size(episode.setup()) floats (> 0).
void information_state_tensor(const VyingEpisode& episode, int seat, std::span<float> out);
void information_state_tensor(const Five35Episode& episode, int seat, std::span<float> out);

}  // namespace cardroom::env
