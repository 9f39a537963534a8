# elocalc's words in Portuguese (Brazil): the command line's --help and manual page.
# Each id here must exist in every catalogue, with the same { $placeholders }.
