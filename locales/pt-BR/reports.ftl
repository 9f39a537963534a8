# elocalc's words in Portuguese (Brazil): the other commands' reports (k, need, performance, initial, player, list, sessions …) and the Glicko-2 and US Chess sheets.
# Each id here must exist in every catalogue, with the same { $placeholders }.
