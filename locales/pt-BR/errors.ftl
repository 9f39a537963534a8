# elocalc's words in Portuguese (Brazil): every error: one line naming the value and what is allowed.
# Each id here must exist in every catalogue, with the same { $placeholders }.
