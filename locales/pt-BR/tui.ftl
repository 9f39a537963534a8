# elocalc's words in Portuguese (Brazil): the terminal UI's status and undo messages, questions, popups' titles and the charts' legends.
# Each id here must exist in every catalogue, with the same { $placeholders }.
