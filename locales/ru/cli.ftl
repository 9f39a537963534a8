# elocalc's words in Russian: the command line's --help and manual page.
# Each id here must exist in every catalogue, with the same { $placeholders }.
