from typing import Literal

GloomhavenModifiersSelector = Literal['all_adjacent_allies', 'all_adjacent_enemies', 'all_adjacent_figures', 'all_allies', 'all_allies_in_range', 'all_allies_in_room', 'all_enemies', 'all_enemies_in_range', 'all_enemies_in_room', 'all_summons_in_range', 'allies_in_area', 'enemies_adjacent_to_killed', 'enemies_adjacent_to_obstacles', 'enemies_adjacent_to_target', 'enemies_moved_through', 'enemies_on_path', 'figures_adjacent_to_obstacles', 'figures_adjacent_to_path', 'figures_adjacent_to_target', 'figures_in_area', 'one_adjacent_ally', 'one_adjacent_enemy', 'one_ally', 'one_ally_in_range', 'one_character_beside_ally_in_range', 'one_enemy_all_attacks', 'one_enemy_in_range', 'self', 'self_and_adjacent_allies', 'self_and_all_allies', 'self_or_ally_in_range']

GLOOMHAVEN_MODIFIERS_SELECTOR_VALUES: set[GloomhavenModifiersSelector] = { 'all_adjacent_allies', 'all_adjacent_enemies', 'all_adjacent_figures', 'all_allies', 'all_allies_in_range', 'all_allies_in_room', 'all_enemies', 'all_enemies_in_range', 'all_enemies_in_room', 'all_summons_in_range', 'allies_in_area', 'enemies_adjacent_to_killed', 'enemies_adjacent_to_obstacles', 'enemies_adjacent_to_target', 'enemies_moved_through', 'enemies_on_path', 'figures_adjacent_to_obstacles', 'figures_adjacent_to_path', 'figures_adjacent_to_target', 'figures_in_area', 'one_adjacent_ally', 'one_adjacent_enemy', 'one_ally', 'one_ally_in_range', 'one_character_beside_ally_in_range', 'one_enemy_all_attacks', 'one_enemy_in_range', 'self', 'self_and_adjacent_allies', 'self_and_all_allies', 'self_or_ally_in_range',  }

def check_gloomhaven_modifiers_selector(value: str) -> GloomhavenModifiersSelector:
    if value in GLOOMHAVEN_MODIFIERS_SELECTOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIERS_SELECTOR_VALUES!r}")
