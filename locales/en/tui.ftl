# elocalc's words in English (the source): the terminal UI's status and undo messages, questions, popups' titles and the charts' legends.
# Each id here must exist in every catalogue, with the same { $placeholders }.
