# elocalc's words in English (the source): the other commands' reports (k, need, performance, initial, player, list, sessions …) and the Glicko-2 and US Chess sheets.
# Each id here must exist in every catalogue, with the same { $placeholders }.
