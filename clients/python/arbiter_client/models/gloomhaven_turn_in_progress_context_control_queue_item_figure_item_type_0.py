from typing import Literal

GloomhavenTurnInProgressContextControlQueueItemFigureItemType0 = Literal['character', 'escort', 'monster', 'summon']

GLOOMHAVEN_TURN_IN_PROGRESS_CONTEXT_CONTROL_QUEUE_ITEM_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenTurnInProgressContextControlQueueItemFigureItemType0] = { 'character', 'escort', 'monster', 'summon',  }

def check_gloomhaven_turn_in_progress_context_control_queue_item_figure_item_type_0(value: str) -> GloomhavenTurnInProgressContextControlQueueItemFigureItemType0:
    if value in GLOOMHAVEN_TURN_IN_PROGRESS_CONTEXT_CONTROL_QUEUE_ITEM_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TURN_IN_PROGRESS_CONTEXT_CONTROL_QUEUE_ITEM_FIGURE_ITEM_TYPE_0_VALUES!r}")
