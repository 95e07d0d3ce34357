from typing import Literal

BotActionRequestPolicy = Literal['greedy', 'mcts', 'random']

BOT_ACTION_REQUEST_POLICY_VALUES: set[BotActionRequestPolicy] = { 'greedy', 'mcts', 'random',  }

def check_bot_action_request_policy(value: str) -> BotActionRequestPolicy:
    if value in BOT_ACTION_REQUEST_POLICY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_ACTION_REQUEST_POLICY_VALUES!r}")
