<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ButtonRoles</name>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Commit prediction</source>
        <translation>Vorhersage festlegen</translation>
    </message>
    <message>
        <source>Compare with the model answer</source>
        <translation>Mit der Musterantwort vergleichen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Next step →</source>
        <translation>Nächster Schritt →</translation>
    </message>
    <message>
        <source>← Previous step</source>
        <translation>← Voriger Schritt</translation>
    </message>
    <message>
        <source>Next lesson →</source>
        <translation>Nächste Lektion →</translation>
    </message>
    <message>
        <source>← Previous lesson</source>
        <translation>← Vorige Lektion</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Run the lesson&apos;s logits</source>
        <translation>Logits der Lektion ausführen</translation>
    </message>
</context>
<context>
    <name>CoreError</name>
    <message>
        <source>There are no numbers to compute with: enter some.</source>
        <translation>Es gibt keine Zahlen zum Rechnen: Geben Sie welche ein.</translation>
    </message>
    <message>
        <source>A value is not a number (NaN or infinity): enter finite numbers.</source>
        <translation>Ein Wert ist keine Zahl (NaN oder unendlich): Geben Sie endliche Zahlen ein.</translation>
    </message>
    <message>
        <source>The temperature must be a positive number: choose one above 0.</source>
        <translation>Die Temperatur muss positiv sein: Wählen Sie einen Wert über 0.</translation>
    </message>
    <message>
        <source>The dimension must be a whole number of at least 1: choose one.</source>
        <translation>Die Dimension muss eine ganze Zahl ab 1 sein: Wählen Sie eine.</translation>
    </message>
    <message>
        <source>The sizes of the inputs do not match: make them agree.</source>
        <translation>Die Größen der Eingaben passen nicht zusammen: Gleichen Sie sie an.</translation>
    </message>
    <message>
        <source>The number of heads does not divide the model width: choose a divisor.</source>
        <translation>Die Zahl der Köpfe teilt die Modellbreite nicht: Wählen Sie einen Teiler.</translation>
    </message>
    <message>
        <source>The scale must be a positive finite number: choose another.</source>
        <translation>Der Skalierungsfaktor muss eine positive, endliche Zahl sein: Wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>The mask does not fit the scores: give one entry per score and leave each row a visible entry.</source>
        <translation>Die Maske passt nicht zu den Scores: Geben Sie einen Eintrag je Score an und lassen Sie in jeder Zeile einen Eintrag sichtbar.</translation>
    </message>
    <message>
        <source>The number of samples is out of range: choose a smaller one.</source>
        <translation>Die Zahl der Stichproben liegt außerhalb des Bereichs: Wählen Sie eine kleinere.</translation>
    </message>
    <message>
        <source>The histogram&apos;s bins or axis range are invalid: use at least one bin and a range with lo &lt; hi.</source>
        <translation>Die Klassen oder der Achsenbereich des Histogramms sind ungültig: Verwenden Sie mindestens eine Klasse und einen Bereich mit lo &lt; hi.</translation>
    </message>
    <message>
        <source>The weights are not a probability distribution: use non-negative weights that sum to 1.</source>
        <translation>Die Gewichte sind keine Wahrscheinlichkeitsverteilung: Verwenden Sie nichtnegative Gewichte mit der Summe 1.</translation>
    </message>
    <message>
        <source>The numbers are too large to compute with: use smaller ones.</source>
        <translation>Die Zahlen sind zu groß zum Rechnen: Verwenden Sie kleinere.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>Takeaway</source>
        <translation>Merksatz</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Name the file .png or .svg; the suffix picks the format.</source>
        <translation>Benennen Sie die Datei mit .png oder .svg; die Endung bestimmt das Format.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2 (check the folder&apos;s permissions).</source>
        <translation>%1 kann nicht geschrieben werden: %2 (prüfen Sie die Rechte des Ordners).</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 (check free space).</source>
        <translation>%1 kann nicht gespeichert werden: %2 (prüfen Sie den freien Speicherplatz).</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Diagramm als PNG speichern …</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Diagramm als SVG speichern …</translation>
    </message>
    <message>
        <source>Link not opened</source>
        <translation>Link nicht geöffnet</translation>
    </message>
    <message>
        <source>Open a web page?</source>
        <translation>Webseite öffnen?</translation>
    </message>
    <message>
        <source>This link is not opened: it is not a valid web address.</source>
        <translation>Dieser Link wird nicht geöffnet: Er ist keine gültige Webadresse.</translation>
    </message>
    <message>
        <source>This link is not opened:
%1</source>
        <translation>Dieser Link wird nicht geöffnet:
%1</translation>
    </message>
    <message>
        <source>Lessons may only link to web pages (http or https addresses); links to files, folders or other programs are refused.</source>
        <translation>Lektionen dürfen nur auf Webseiten verweisen (http- oder https-Adressen); Links auf Dateien, Ordner oder andere Programme werden abgelehnt.</translation>
    </message>
    <message>
        <source>The lesson links to a page on this site:
%1

The whole address:
%2

Open it in your web browser?</source>
        <translation>Die Lektion verweist auf eine Seite dieser Website:
%1

Die vollständige Adresse:
%2

Im Webbrowser öffnen?</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Time spent: %1; last opened: %2</source>
        <translation>Lernzeit: %1; zuletzt geöffnet: %2</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer given</source>
        <translation>Gegebene Antwort</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>not correct</source>
        <translation>nicht richtig</translation>
    </message>
    <message>
        <source>Predictions</source>
        <translation>Vorhersagen</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Observed or expected</source>
        <translation>Beobachtet oder erwartet</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Explain it back</source>
        <translation>Mit eigenen Worten erklären</translation>
    </message>
    <message>
        <source>(not written)</source>
        <translation>(nicht geschrieben)</translation>
    </message>
    <message>
        <source>Rubric items ticked: %1 of %2</source>
        <translation>Abgehakte Bewertungspunkte: %1 von %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2 (check the folder&apos;s permissions)</source>
        <translation>%1 kann nicht geschrieben werden: %2 (prüfen Sie die Rechte des Ordners)</translation>
    </message>
    <message>
        <source>Attention Lab: learner&apos;s record</source>
        <translation>Attention Lab: Lernstand</translation>
    </message>
    <message>
        <source>cannot save %1: %2 (check free space)</source>
        <translation>%1 kann nicht gespeichert werden: %2 (prüfen Sie den freien Speicherplatz)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Made on %1</source>
        <translation>Erstellt am %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Explained</source>
        <translation>Erklärt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Last opened</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>%1 has no suffix Attention Lab can write: name the file .json (the whole record, importable again), .csv (one row per attempt) or .pdf (a report)</source>
        <translation>%1 hat keine Endung, die Attention Lab schreiben kann: Benennen Sie die Datei mit .json (der ganze Lernstand, wieder importierbar), .csv (eine Zeile je Versuch) oder .pdf (ein Bericht)</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>In the review:</source>
        <translation>In der Wiederholung:</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>today, %1</source>
        <translation>heute, %1</translation>
    </message>
    <message>
        <source>yesterday, %1</source>
        <translation>gestern, %1</translation>
    </message>
    <message>
        <source>%1 predicted, not run</source>
        <translation>%1 vorhergesagt, nicht gemessen</translation>
    </message>
    <message>
        <source>%1 predicted, %2 run</source>
        <translation>%1 vorhergesagt, %2 gemessen</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>nicht gezählt: %1</translation>
    </message>
    <message>
        <source>none in this lesson</source>
        <translation>keine in dieser Lektion</translation>
    </message>
    <message>
        <source>Predictions: %1</source>
        <translation>Vorhersagen: %1</translation>
    </message>
    <message>
        <source>%1 of %2 made, %3 right</source>
        <translation>%1 von %2 abgegeben, %3 richtig</translation>
    </message>
    <message>
        <source>practice, not counted</source>
        <translation>Übung, nicht gezählt</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Questions: %1</source>
        <translation>Fragen: %1</translation>
    </message>
    <message>
        <source>Earlier try:</source>
        <translation>Früherer Versuch:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 of %2 answered, %3 correct</source>
        <translation>%1 von %2 beantwortet, %3 richtig</translation>
    </message>
    <message>
        <source>checked with %1</source>
        <translation>geprüft mit %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Tries: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Last answer or prediction: %1</source>
        <translation>Letzte Antwort oder Vorhersage: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Explain-it-back: %1 of %2 attempted</source>
        <translation>Erklärungen: %1 von %2 versucht</translation>
    </message>
    <message>
        <source>Time spent: %1</source>
        <translation>Lernzeit: %1</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
</context>
<context>
    <name>app::CalloutBlock</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>app::ChartBlock</name>
    <message>
        <source>Reset to the lesson&apos;s values</source>
        <translation>Auf die Werte der Lektion zurücksetzen</translation>
    </message>
    <message>
        <source>Sets the values you changed on the chart %1 back to the lesson&apos;s</source>
        <translation>Setzt die Werte, die Sie am Diagramm %1 geändert haben, auf die der Lektion zurück</translation>
    </message>
    <message>
        <source>Sets the values on this chart back to the lesson&apos;s (Ctrl+Z takes it back)</source>
        <translation>Setzt die Werte dieses Diagramms auf die der Lektion zurück (Strg+Z nimmt das zurück)</translation>
    </message>
    <message>
        <source>reset of the chart</source>
        <translation>Zurücksetzen des Diagramms</translation>
    </message>
    <message>
        <source>reset of “%1”</source>
        <translation>Zurücksetzen von „%1“</translation>
    </message>
    <message>
        <source>arrow %1</source>
        <translation>Pfeil %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Key %1</translation>
    </message>
</context>
<context>
    <name>app::CodeBlock</name>
    <message>
        <source>Code sample</source>
        <translation>Codebeispiel</translation>
    </message>
    <message>
        <source>Code sample (%1)</source>
        <translation>Codebeispiel (%1)</translation>
    </message>
</context>
<context>
    <name>app::ConsoleBlock</name>
    <message>
        <source>Console</source>
        <translation>Mischpult</translation>
    </message>
</context>
<context>
    <name>app::CourseFolder</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Problems in the lesson files</source>
        <translation>Probleme in den Lektionsdateien</translation>
    </message>
    <message>
        <source>One line per problem as file:line:column; press Enter to open the file</source>
        <translation>Eine Zeile pro Problem als Datei:Zeile:Spalte; mit Eingabe die Datei öffnen</translation>
    </message>
    <message>
        <source>Press Enter or double-click to open %1</source>
        <translation>Eingabe oder Doppelklick öffnet %1</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>%1 has errors; the last good version stays on screen.</source>
        <translation>%1 enthält Fehler; die letzte fehlerfreie Fassung bleibt sichtbar.</translation>
    </message>
    <message>
        <source>Checked %1; the lesson in your language stays on screen.</source>
        <translation>%1 geprüft; die Lektion in Ihrer Sprache bleibt angezeigt.</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
</context>
<context>
    <name>app::CourseOutline</name>
    <message>
        <source>Course outline</source>
        <translation>Kursübersicht</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>%1%2. %3</source>
        <translation>%1%2. %3</translation>
    </message>
    <message>
        <source>Lesson %1: %2, %3</source>
        <translation>Lektion %1: %2, %3</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <source>%1 — %2%3: %4 of %5 questions answered correctly (done when every question is). %6</source>
        <translation>%1 — %2%3: %4 von %5 Fragen richtig beantwortet (fertig, wenn alle richtig sind). %6</translation>
    </message>
    <message>
        <source>Lessons and their sections; ✔ done, ◐ started. Press Enter to open.</source>
        <translation>Lektionen und ihre Abschnitte; ✔ erledigt, ◐ begonnen. Mit Eingabe öffnen.</translation>
    </message>
    <message>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Appears once you have answered the prediction in “%1”.</source>
        <translation>Erscheint, sobald Sie die Vorhersage in „%1“ beantwortet haben.</translation>
    </message>
    <message>
        <source>Appears once you have answered the question in “%1”.</source>
        <translation>Erscheint, sobald Sie die Frage in „%1“ beantwortet haben.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, not shown yet: %2</source>
        <translation>%1, noch nicht sichtbar: %2</translation>
    </message>
</context>
<context>
    <name>app::ExplainBlock</name>
    <message>
        <source>Explain it back</source>
        <translation>Mit eigenen Worten erklären</translation>
    </message>
    <message>
        <source>Write your explanation here. It is saved as you type.</source>
        <translation>Schreiben Sie hier Ihre Erklärung. Sie wird beim Tippen gespeichert.</translation>
    </message>
    <message>
        <source>Your explanation</source>
        <translation>Ihre Erklärung</translation>
    </message>
    <message>
        <source>Saves your explanation and shows the model answer and the rubric</source>
        <translation>Speichert Ihre Erklärung und zeigt die Musterantwort und die Bewertungspunkte</translation>
    </message>
    <message>
        <source>Model answer</source>
        <translation>Musterantwort</translation>
    </message>
    <message>
        <source>Tick what your explanation covers:</source>
        <translation>Haken Sie ab, was Ihre Erklärung abdeckt:</translation>
    </message>
    <message>
        <source>Rubric item %1 of %2</source>
        <translation>Bewertungspunkt %1 von %2</translation>
    </message>
    <message>
        <source>Explain it back: %1</source>
        <translation>Mit eigenen Worten erklären: %1</translation>
    </message>
    <message numerus="yes">
        <source>Write at least %n words of your own first.</source>
        <translation>
            <numerusform>Schreiben Sie zuerst mindestens %n eigenes Wort.</numerusform>
            <numerusform>Schreiben Sie zuerst mindestens %n eigene Wörter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::FindBar</name>
    <message>
        <source>Find in the lesson</source>
        <translation>In der Lektion suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Eingabe)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
<context>
    <name>app::FormulaBlock</name>
    <message>
        <source>Formula: %1</source>
        <translation>Formel: %1</translation>
    </message>
</context>
<context>
    <name>app::HelpDialog</name>
    <message>
        <source>Attention Lab help</source>
        <translation>Hilfe zu Attention Lab</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
</context>
<context>
    <name>app::LabBlock</name>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Lab: %1</source>
        <translation>Labor: %1</translation>
    </message>
    <message>
        <source>Raw logits</source>
        <translation>Rohe Logits</translation>
    </message>
    <message>
        <source>Head dimensions</source>
        <translation>Kopfdimensionen</translation>
    </message>
    <message>
        <source>Raw &amp;logits:</source>
        <translation>&amp;Rohe Logits:</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>Sharper</source>
        <translation>Spitzer</translation>
    </message>
    <message>
        <source>Flatter</source>
        <translation>Flacher</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <source>e.g. 60</source>
        <translation>z. B. 60</translation>
    </message>
    <message>
        <source>Predicted largest weight in percent at dₖ = %1</source>
        <translation>Vorhergesagtes größtes Gewicht in Prozent bei dₖ = %1</translation>
    </message>
    <message>
        <source>Locks your prediction; the next Run is scored against it</source>
        <translation>Sperrt Ihre Vorhersage; der nächste Lauf wird daran gemessen</translation>
    </message>
    <message>
        <source>Runs the logits in the field at every head dimension</source>
        <translation>Rechnet die Logits aus dem Feld bei jeder Kopfdimension</translation>
    </message>
    <message>
        <source>Puts the lesson&apos;s logits and head dimensions back into the fields</source>
        <translation>Setzt die Logits und Kopfdimensionen der Lektion wieder in die Felder</translation>
    </message>
    <message>
        <source>Starts the lab over: clears the runs and the prediction</source>
        <translation>Beginnt das Labor neu: löscht die Läufe und die Vorhersage</translation>
    </message>
    <message>
        <source>%1 is not a head dimension: use whole numbers from 1 to %2.</source>
        <translation>%1 ist keine Kopfdimension: verwenden Sie ganze Zahlen von 1 bis %2.</translation>
    </message>
    <message>
        <source>Choose sharper, flatter or unchanged first.</source>
        <translation>Wählen Sie zuerst schärfer, flacher oder unverändert.</translation>
    </message>
    <message>
        <source>Type a percentage from 0 to 100.</source>
        <translation>Geben Sie einen Prozentwert von 0 bis 100 ein.</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>Numbers, one per key, e.g. %1</source>
        <translation>Zahlen, eine je Key, z. B. %1</translation>
    </message>
    <message>
        <source>Whole numbers from 1 to %1, e.g. %2; one result row each</source>
        <translation>Ganze Zahlen von 1 bis %1, z. B. %2; je eine Ergebniszeile</translation>
    </message>
    <message>
        <source>drag of the logits</source>
        <translation>Ziehen der Logits</translation>
    </message>
    <message>
        <source>typed logits</source>
        <translation>getippte Logits</translation>
    </message>
    <message>
        <source>reset of the logits</source>
        <translation>Zurücksetzen der Logits</translation>
    </message>
    <message>
        <source>The bars still show %1.</source>
        <translation>Die Balken zeigen noch %1.</translation>
    </message>
    <message>
        <source>change of the logits</source>
        <translation>Änderung der Logits</translation>
    </message>
    <message>
        <source>Puts the lesson&apos;s own logits back into the field and runs them</source>
        <translation>Setzt die Logits der Lektion wieder ins Feld und führt sie aus</translation>
    </message>
    <message>
        <source>Reset the lab?</source>
        <translation>Das Labor zurücksetzen?</translation>
    </message>
    <message>
        <source>Clear the runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message>
        <source>Raw logits, one bar per key</source>
        <translation>Rohe Logits, ein Balken je Key</translation>
    </message>
    <message>
        <source>raw logit</source>
        <translation>rohes Logit</translation>
    </message>
    <message numerus="yes">
        <source>Reset puts the lesson&apos;s logits back and clears the %n run(s) in the table.</source>
        <translation>
            <numerusform>Zurücksetzen stellt die Logits der Lektion wieder her und löscht den %n Lauf in der Tabelle.</numerusform>
            <numerusform>Zurücksetzen stellt die Logits der Lektion wieder her und löscht die %n Läufe in der Tabelle.</numerusform>
        </translation>
    </message>
    <message>
        <source>It clears your prediction too.</source>
        <translation>Auch Ihre Vorhersage wird gelöscht.</translation>
    </message>
    <message>
        <source>Scored and kept in your record. This prediction is the one that counts; any later one is practice.</source>
        <translation>Bewertet und in Ihrem Lernstand festgehalten. Diese Vorhersage ist die, die zählt; jede spätere ist Übung.</translation>
    </message>
    <message>
        <source>Practice: you saw this result before the last Reset, so it could not be predicted. Your record lists it as practice.</source>
        <translation>Übung: Dieses Ergebnis haben Sie vor dem letzten Zurücksetzen gesehen, es ließ sich also nicht vorhersagen. Ihr Lernstand führt diese Vorhersage als Übung.</translation>
    </message>
    <message>
        <source>A prediction on a result you saw before the last Reset is practice; one on a result you have not seen counts.</source>
        <translation>Eine Vorhersage zu einem Ergebnis, das Sie vor dem letzten Zurücksetzen gesehen haben, ist Übung; eine zu einem Ergebnis, das Sie noch nicht gesehen haben, zählt.</translation>
    </message>
    <message>
        <source>Still locked: edit the logits to ones whose result you have not seen, then press %1.</source>
        <translation>Weiter festgelegt: Ändern Sie die Logits zu solchen, deren Ergebnis Sie noch nicht gesehen haben, und drücken Sie dann „%1“.</translation>
    </message>
    <message>
        <source>It is practice: your record already keeps the prediction that counts.</source>
        <translation>Es ist Übung: Ihr Lernstand enthält bereits die Vorhersage, die zählt.</translation>
    </message>
    <message>
        <source>Practice: your record lists it as practice and keeps the earlier prediction that counts.</source>
        <translation>Übung: Ihr Lernstand führt sie als Übung und behält die frühere Vorhersage, die zählt.</translation>
    </message>
    <message>
        <source>Your next prediction is practice: your record already keeps the one that counts.</source>
        <translation>Ihre nächste Vorhersage ist Übung: Ihr Lernstand enthält bereits die, die zählt.</translation>
    </message>
    <message>
        <source>Your record already keeps the prediction that counts. After the Reset you can follow the steps again as practice: you see how your new prediction compares, and your record lists it as practice.</source>
        <translation>Ihr Lernstand enthält bereits die Vorhersage, die zählt. Nach dem Zurücksetzen können Sie den Schritten zur Übung noch einmal folgen: Sie sehen, wie Ihre neue Vorhersage abschneidet, und Ihr Lernstand führt sie als Übung.</translation>
    </message>
    <message>
        <source>Results you have seen stay seen, whatever logits show them again: after the Reset, a prediction on one of them is practice. You see how it compares, and your record lists it as practice. A prediction on a result you have not seen counts.</source>
        <translation>Gesehene Ergebnisse bleiben gesehen, mit welchen Logits sie auch wiederkehren: Nach dem Zurücksetzen ist eine Vorhersage zu einem von ihnen Übung. Sie sehen, wie sie abschneidet, und Ihr Lernstand führt sie als Übung. Eine Vorhersage zu einem Ergebnis, das Sie noch nicht gesehen haben, zählt.</translation>
    </message>
    <message>
        <source>Head &amp;dimension &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;k&lt;/sub&gt;:</source>
        <translation>&amp;Kopfdimension &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;k&lt;/sub&gt;:</translation>
    </message>
    <message>
        <source>Largest weight at $d_k$ = %1:</source>
        <translation>Größtes Gewicht bei $d_k$ = %1:</translation>
    </message>
    <message>
        <source>Prediction committed. Change the logits as the steps say, then press %1: the first run with other logits is scored, unless a run in the table already shows its result at dₖ = %2.</source>
        <translation>Vorhersage festgelegt. Ändern Sie die Logits, wie es die Schritte sagen, und drücken Sie dann „%1“: Der erste Lauf mit anderen Logits wird bewertet, außer ein Lauf in der Tabelle zeigt sein Ergebnis bei dₖ = %2 schon.</translation>
    </message>
    <message>
        <source>Prediction committed. Run %1 with the logits in the field would not be scored: run %2 showed its result before you predicted. Edit them further.</source>
        <translation>Vorhersage festgelegt. Lauf %1 mit den Logits im Feld würde nicht bewertet: Lauf %2 hat sein Ergebnis gezeigt, bevor Sie vorhergesagt haben. Ändern Sie die Logits weiter.</translation>
    </message>
    <message>
        <source>Prediction committed. Press %1: run %2, with the logits in the field, is practice: you saw its result before the last %3, so it cannot count.</source>
        <translation>Vorhersage festgelegt. Drücken Sie „%1“: Lauf %2 mit den Logits im Feld ist Übung. Sie haben sein Ergebnis vor dem letzten „%3“ gesehen, darum kann er nicht zählen.</translation>
    </message>
    <message>
        <source>Prediction committed. Press %1: run %2, with the logits in the field, is practice: your record already keeps the prediction that counts.</source>
        <translation>Vorhersage festgelegt. Drücken Sie „%1“: Lauf %2 mit den Logits im Feld ist Übung, denn Ihr Lernstand enthält bereits die Vorhersage, die zählt.</translation>
    </message>
    <message>
        <source>Prediction committed. Press %1: run %2, with the logits in the field, is scored.</source>
        <translation>Vorhersage festgelegt. Drücken Sie „%1“: Lauf %2 mit den Logits im Feld wird bewertet.</translation>
    </message>
    <message>
        <source>Nothing typed: type the weight you expect, in percent, e.g. 60.</source>
        <translation>Nichts eingegeben: Geben Sie das erwartete Gewicht in Prozent ein, z. B. 60.</translation>
    </message>
    <message>
        <source>“%1” is not a number: type the weight you expect, in percent, e.g. 60.</source>
        <translation>„%1“ ist keine Zahl: Geben Sie das erwartete Gewicht in Prozent ein, z. B. 60.</translation>
    </message>
</context>
<context>
    <name>app::LabComparison</name>
    <message>
        <source>Commit your prediction first, or press %1 again to run it unscored.</source>
        <translation>Legen Sie zuerst Ihre Vorhersage fest, oder drücken Sie erneut „%1“ für einen unbewerteten Lauf.</translation>
    </message>
    <message>
        <source>Run %1 is not scored: no prediction was committed.</source>
        <translation>Lauf %1 wird nicht bewertet: Es wurde keine Vorhersage festgelegt.</translation>
    </message>
    <message>
        <source>This run shows the answer, so the lab scores it against your prediction. Press %1 again to run it without a prediction; it will not be scored.</source>
        <translation>Dieser Lauf zeigt die Antwort, daher misst das Labor ihn an Ihrer Vorhersage. Drücken Sie erneut „%1“, um ohne Vorhersage zu rechnen; der Lauf wird dann nicht bewertet.</translation>
    </message>
    <message>
        <source>Commit a prediction and run again to have it scored against the run before your edit.</source>
        <translation>Legen Sie eine Vorhersage fest und rechnen Sie erneut, damit sie am Lauf vor Ihrer Änderung gemessen wird.</translation>
    </message>
    <message>
        <source>There is nothing to score yet: edit the logits as the steps say, then press %1. Your prediction stays committed.</source>
        <translation>Es gibt noch nichts zu bewerten: Ändern Sie die Logits wie in den Schritten beschrieben und drücken Sie dann „%1“. Ihre Vorhersage bleibt festgelegt.</translation>
    </message>
    <message>
        <source>Last time:</source>
        <translation>Letztes Mal:</translation>
    </message>
    <message>
        <source>run %1 against run %2</source>
        <translation>Lauf %1 gegen Lauf %2</translation>
    </message>
    <message>
        <source>run %1 against the lesson&apos;s logits</source>
        <translation>Lauf %1 gegen die Logits der Lektion</translation>
    </message>
    <message>
        <source>Run 1 is what your prediction will be compared with: edit the logits, then press %1.</source>
        <translation>Mit Lauf 1 wird Ihre Vorhersage verglichen: Ändern Sie die Logits und drücken Sie „%1“.</translation>
    </message>
    <message>
        <source>the largest weight at dₖ = %1 in run %2</source>
        <translation>das größte Gewicht bei dₖ = %1 in Lauf %2</translation>
    </message>
    <message>
        <source>Run %1 is not scored: run %2 showed %3 at dₖ = %4 before you predicted.</source>
        <translation>Lauf %1 wird nicht bewertet: Lauf %2 hat %3 bei dₖ = %4 gezeigt, bevor Sie vorhergesagt haben.</translation>
    </message>
    <message>
        <source>Run %1 is not scored: run %2 showed the same largest weights before you predicted.</source>
        <translation>Lauf %1 wird nicht bewertet: Lauf %2 hat dieselben größten Gewichte gezeigt, bevor Sie vorhergesagt haben.</translation>
    </message>
    <message>
        <source>Run %1 has the same logits as run %2: your prediction is about an edit of them. Edit the logits, then press %3.</source>
        <translation>Lauf %1 hat dieselben Logits wie Lauf %2: Ihre Vorhersage gilt einer Änderung daran. Ändern Sie die Logits und drücken Sie dann „%3“.</translation>
    </message>
    <message>
        <source>A prediction is scored only on a result you had not seen when you committed it: a largest weight that reads as one already shown gives the answer away. Your prediction stays committed: edit the logits further, then press %1.</source>
        <translation>Eine Vorhersage wird nur an einem Ergebnis bewertet, das Sie beim Festlegen noch nicht gesehen hatten: Ein größtes Gewicht, das sich wie ein schon gezeigtes liest, verrät die Antwort. Ihre Vorhersage bleibt festgelegt: Ändern Sie die Logits weiter und drücken Sie dann „%1“.</translation>
    </message>
    <message>
        <source>Last time, as practice:</source>
        <translation>Letztes Mal, als Übung:</translation>
    </message>
    <message>
        <source>Practice: before the last Reset, the logits %1 showed this result, so it could not be predicted. Your record lists it as practice.</source>
        <translation>Übung: Vor dem letzten Zurücksetzen zeigten die Logits %1 dieses Ergebnis, es ließ sich also nicht vorhersagen. Ihr Lernstand führt diese Vorhersage als Übung.</translation>
    </message>
    <message>
        <source>Practice: your record lists it as practice and keeps the earlier prediction that counts.</source>
        <translation>Übung: Ihr Lernstand führt sie als Übung und behält die frühere Vorhersage, die zählt.</translation>
    </message>
</context>
<context>
    <name>app::LabRunTable</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Raw logits</source>
        <translation>Rohe Logits</translation>
    </message>
    <message>
        <source>dₖ = %1</source>
        <translation>dₖ = %1</translation>
    </message>
    <message>
        <source>Runs: %1; latest logits: %2</source>
        <translation>Läufe: %1; letzte Logits: %2</translation>
    </message>
    <message>
        <source>Runs so far: raw logits and the softmax weight of each key at each head dimension</source>
        <translation>Bisherige Läufe: rohe Logits und das Softmax-Gewicht jedes Keys bei jeder Kopfdimension</translation>
    </message>
    <message>
        <source>dₖ</source>
        <translation>dₖ</translation>
    </message>
    <message>
        <source>Softmax weight of key %1</source>
        <translation>Softmax-Gewicht von Key %1</translation>
    </message>
    <message>
        <source>key %1 at dₖ = %2: %3</source>
        <translation>Key %1 bei dₖ = %2: %3</translation>
    </message>
</context>
<context>
    <name>app::LanguageMenu</name>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>Closes the window, keeping your answers, and opens it again in the chosen language</source>
        <translation>Schließt das Fenster, behält Ihre Antworten und öffnet es in der gewählten Sprache wieder</translation>
    </message>
    <message>
        <source>The language cannot be kept: settings are not written while the record is read-only.</source>
        <translation>Die Sprache kann nicht gespeichert werden: Solange der Lernstand schreibgeschützt ist, werden keine Einstellungen geschrieben.</translation>
    </message>
    <message>
        <source>%1 from the next start. Language &gt; Restart now switches at once; your answers are kept.</source>
        <translation>%1 ab dem nächsten Start. Sprache &gt; Jetzt neu starten wechselt sofort; Ihre Antworten bleiben erhalten.</translation>
    </message>
    <message>
        <source>%1 is the language shown.</source>
        <translation>%1 wird bereits angezeigt.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>app::LessonPage</name>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Answer the prediction above first; this control unlocks once you have.</source>
        <translation>Beantworten Sie zuerst die Vorhersage oben; danach wird dieses Element freigegeben.</translation>
    </message>
    <message>
        <source>The takeaways of this lesson appear once you have compared your explanation above with the model answer.</source>
        <translation>Die Merksätze dieser Lektion erscheinen, sobald Sie Ihre Erklärung oben mit der Musterantwort verglichen haben.</translation>
    </message>
    <message>
        <source>Show the takeaways now</source>
        <translation>Merksätze jetzt zeigen</translation>
    </message>
    <message>
        <source>Cannot write %1: %2 (check the folder&apos;s permissions).</source>
        <translation>%1 kann nicht geschrieben werden: %2 (prüfen Sie die Rechte des Ordners).</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 (check free space).</source>
        <translation>%1 kann nicht gespeichert werden: %2 (prüfen Sie den freien Speicherplatz).</translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) · %1</source>
        <translation>
            <numerusform>Etwa %n Minute · %1</numerusform>
            <numerusform>Etwa %n Minuten · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer the question above first; this control unlocks once you have.</source>
        <translation>Beantworten Sie zuerst die Frage oben; danach wird dieses Element freigegeben.</translation>
    </message>
    <message>
        <source>drag of %1</source>
        <translation>Ziehen von %1</translation>
    </message>
    <message>
        <source>change of %1</source>
        <translation>Änderung von %1</translation>
    </message>
    <message>
        <source>switch %1</source>
        <translation>Schalter %1</translation>
    </message>
    <message>
        <source>choice %1</source>
        <translation>Auswahl %1</translation>
    </message>
    <message>
        <source>slider %1</source>
        <translation>Regler %1</translation>
    </message>
    <message>
        <source>Answer %1 first; the two parts of the lesson below appear once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheinen die beiden Teile der Lektion darunter.</translation>
    </message>
    <message>
        <source>Two parts of the lesson wait here: the first appears once you have answered %1, the second once you have answered %2.</source>
        <translation>Hier warten zwei Teile der Lektion: Der erste erscheint, sobald Sie %1 beantwortet haben, der zweite, sobald Sie %2 beantwortet haben.</translation>
    </message>
    <message>
        <source>Answer %1 first; this part of the lesson appears once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheint dieser Teil der Lektion.</translation>
    </message>
    <message>
        <source>the prediction in step %1 of %2 (“%3”) of the walkthrough “%4” above</source>
        <translation>die Vorhersage in Schritt %1 von %2 („%3“) in „%4“ oben</translation>
    </message>
    <message>
        <source>the question in step %1 of %2 (“%3”) of the walkthrough “%4” above</source>
        <translation>die Frage in Schritt %1 von %2 („%3“) in „%4“ oben</translation>
    </message>
    <message>
        <source>the prediction in the section “%1”</source>
        <translation>die Vorhersage im Abschnitt „%1“</translation>
    </message>
    <message>
        <source>the question in the section “%1”</source>
        <translation>die Frage im Abschnitt „%1“</translation>
    </message>
    <message>
        <source>the prediction above</source>
        <translation>die Vorhersage oben</translation>
    </message>
    <message>
        <source>the question above</source>
        <translation>die Frage oben</translation>
    </message>
    <message>
        <source>%1 (your choice)</source>
        <translation>%1 (Ihre Wahl)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Not printed yet: %1</source>
        <translation>Noch nicht gedruckt: %1</translation>
    </message>
    <message>
        <source>Answer %1 first; the rest of the lesson appears once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheint der Rest der Lektion.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a control&apos;s label and its value on paper</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>**%1** (slider from %2 to %3)</source>
        <translation>**%1** (Schieberegler von %2 bis %3)</translation>
    </message>
    <message>
        <source>**switched on**</source>
        <translation>**eingeschaltet**</translation>
    </message>
    <message>
        <source>**switched off**</source>
        <translation>**ausgeschaltet**</translation>
    </message>
    <message>
        <source>**%1** (chosen from a list; the others: %2)</source>
        <translation>**%1** (aus einer Liste gewählt; die anderen: %2)</translation>
    </message>
    <message>
        <source>Answer %1 first; the lesson up to “%2” appears once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheint die Lektion bis „%2“.</translation>
    </message>
    <message>
        <source>one more step (step %1 of %1), not reached yet</source>
        <translation>ein weiterer Schritt (Schritt %1 von %1), noch nicht erreicht</translation>
    </message>
    <message>
        <source>%1 more steps (steps %2 to %3 of %3), not reached yet</source>
        <translation>%1 weitere Schritte (Schritte %2 bis %3 von %3), noch nicht erreicht</translation>
    </message>
    <message>
        <source>Answer this prediction to open “%1”.</source>
        <translation>Beantworten Sie diese Vorhersage, dann öffnet sich „%1“.</translation>
    </message>
    <message>
        <source>Answer this question to open “%1”.</source>
        <translation>Beantworten Sie diese Frage, dann öffnet sich „%1“.</translation>
    </message>
    <message>
        <source>Answer %1 first; more of “%2” appears once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheint mehr von „%2“.</translation>
    </message>
    <message>
        <source>Answer %1 first; the rest of step %2, “%3”, appears once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheint der Rest von Schritt %2, „%3“.</translation>
    </message>
    <message>
        <source>Answer %1 first; the rest of step %2, “%3”, and the rest of the lesson appear once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheinen der Rest von Schritt %2, „%3“, und der Rest der Lektion.</translation>
    </message>
    <message>
        <source>Answer %1 first; the rest of step %2, “%3”, and the lesson up to “%4” appear once you have.</source>
        <translation>Beantworten Sie zuerst %1; danach erscheinen der Rest von Schritt %2, „%3“, und die Lektion bis „%4“.</translation>
    </message>
    <message>
        <source>Go on with “Next step →”; the rest of the lesson appears once you have answered the question in step %1, “%2”.</source>
        <translation>Weiter mit „Nächster Schritt →“; der Rest der Lektion erscheint, sobald Sie die Frage in Schritt %1, „%2“, beantwortet haben.</translation>
    </message>
    <message>
        <source>Go on with “Next step →”; the lesson up to “%1” appears once you have answered the question in step %2, “%3”.</source>
        <translation>Weiter mit „Nächster Schritt →“; die Lektion bis „%1“ erscheint, sobald Sie die Frage in Schritt %2, „%3“, beantwortet haben.</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Previous lesson</source>
        <translation>Vorige Lektion</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>The old file is kept as %1.</source>
        <translation>Die alte Datei bleibt als %1 erhalten.</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open lesson folder…</source>
        <translation>Lektionsordner ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open lesson folder</source>
        <translation>Lektionsordner öffnen</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find in the lesson…</source>
        <translation>In der Lektion &amp;suchen …</translation>
    </message>
    <message>
        <source>Find &amp;next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find &amp;previous</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Über Attention Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>No lesson could be opened from %1. The Problems panel lists what is wrong in each file; fix it and save, or open another folder with File &gt; Open lesson folder.</source>
        <translation>Aus %1 konnte keine Lektion geöffnet werden. Die Liste „Probleme“ zeigt, was in jeder Datei falsch ist; beheben Sie es und speichern Sie, oder öffnen Sie mit Datei &gt; Lektionsordner öffnen einen anderen Ordner.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder that holds NAME.lesson.md files.</source>
        <translation>%1 ist kein Ordner. Wählen Sie einen Ordner mit NAME.lesson.md-Dateien.</translation>
    </message>
    <message>
        <source>%1 — Attention Lab</source>
        <translation>%1 – Attention Lab</translation>
    </message>
    <message>
        <source>No questions in this lesson</source>
        <translation>Keine Fragen in dieser Lektion</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>Über Attention Lab</translation>
    </message>
    <message>
        <source>Review status</source>
        <translation>Stand der Wiederholung</translation>
    </message>
    <message>
        <source>Course overview</source>
        <translation>Kursübersicht</translation>
    </message>
    <message>
        <source>Your answers, predictions, explanations and time per lesson</source>
        <translation>Ihre Antworten, Vorhersagen, Erklärungen und Lernzeit je Lektion</translation>
    </message>
    <message>
        <source>Review missed questions</source>
        <translation>Verpasste Fragen wiederholen</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Print lesson…</source>
        <translation>Lektion &amp;drucken …</translation>
    </message>
    <message>
        <source>Export lesson as P&amp;DF…</source>
        <translation>Lektion als &amp;PDF exportieren …</translation>
    </message>
    <message>
        <source>Export the lesson as PDF</source>
        <translation>Die Lektion als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Lernstand</translation>
    </message>
    <message>
        <source>Course &amp;overview</source>
        <translation>Kurs&amp;übersicht</translation>
    </message>
    <message>
        <source>&amp;Review missed questions</source>
        <translation>Verpasste Fragen &amp;wiederholen</translation>
    </message>
    <message>
        <source>Reset this &amp;lesson…</source>
        <translation>Diese &amp;Lektion zurücksetzen …</translation>
    </message>
    <message>
        <source>Reset the whole &amp;course…</source>
        <translation>Den ganzen &amp;Kurs zurücksetzen …</translation>
    </message>
    <message>
        <source>&lt;p&gt;The record as it was before the last reset or import is kept in %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Lernstand vor dem letzten Zurücksetzen oder Import liegt in %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Course overview — Attention Lab</source>
        <translation>Kursübersicht — Attention Lab</translation>
    </message>
    <message>
        <source>Review — Attention Lab</source>
        <translation>Wiederholung — Attention Lab</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>morgen</translation>
    </message>
    <message>
        <source>No missed questions to review.</source>
        <translation>Keine verpassten Fragen zu wiederholen.</translation>
    </message>
    <message>
        <source>Review missed questions (%1 due)</source>
        <translation>Verpasste Fragen wiederholen (%1 fällig)</translation>
    </message>
    <message>
        <source>The lesson was saved as %1.</source>
        <translation>Die Lektion wurde als %1 gespeichert.</translation>
    </message>
    <message>
        <source>The built-in course</source>
        <translation>Der eingebaute Kurs</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message numerus="yes">
        <source>Next review: %1 (%n question(s))</source>
        <translation>
            <numerusform>Nächste Wiederholung: %1 (%n Frage)</numerusform>
            <numerusform>Nächste Wiederholung: %1 (%n Fragen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review</source>
        <translation>
            <numerusform>%n Frage ist zur Wiederholung fällig</numerusform>
            <numerusform>%n Fragen sind zur Wiederholung fällig</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading your record…</source>
        <translation>Ihr Lernstand wird gelesen …</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Offline courseware: why attention divides query-key scores by √d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Your progress is kept in %2.&lt;/p&gt;%3&lt;p&gt;Copyright © 2026 The Attention Lab authors. Free software under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with Qt %4 (LGPL 3), Eigen (MPL 2.0), muParser (BSD 2-clause) and HarfBuzz (MIT); math is set in DejaVu Math TeX Gyre and text in DejaVu Sans (free licences of the TeX Gyre and DejaVu projects). Help &amp;gt; About Qt has Qt&apos;s details.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Offline-Lernsoftware: warum Attention die Query-Key-Scores durch √d&lt;sub&gt;k&lt;/sub&gt; teilt.&lt;/p&gt;&lt;p&gt;Ihr Fortschritt wird in %2 gespeichert.&lt;/p&gt;%3&lt;p&gt;Copyright © 2026 Die Autorinnen und Autoren von Attention Lab. Freie Software unter der MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %4 (LGPL 3), Eigen (MPL 2.0), muParser (BSD, 2 Klauseln) und HarfBuzz (MIT); Formeln sind in DejaVu Math TeX Gyre gesetzt, Text in DejaVu Sans (freie Lizenzen der Projekte TeX Gyre und DejaVu). Hilfe &amp;gt; Über Qt nennt die Einzelheiten zu Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Attention Lab &amp;help</source>
        <translation>&amp;Hilfe zu Attention Lab</translation>
    </message>
    <message>
        <source>Your progress is saved again.</source>
        <translation>Ihr Fortschritt ist wieder gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: your answers are kept in memory until the record can be written</source>
        <translation>Nicht gespeichert: Ihre Antworten bleiben im Speicher, bis der Lernstand geschrieben werden kann</translation>
    </message>
    <message>
        <source>Read-only record: nothing you do now is saved</source>
        <translation>Lernstand nur zum Lesen: Was Sie jetzt tun, wird nicht gespeichert</translation>
    </message>
    <message>
        <source>%1

Quit anyway and lose the answers that are not saved? Cancel keeps the window open: they are saved within seconds once the disk has room or the folder is writable.</source>
        <translation>%1

Trotzdem beenden und die nicht gespeicherten Antworten verlieren? „Abbrechen“ lässt das Fenster offen: Sie werden binnen Sekunden gespeichert, sobald die Festplatte wieder Platz hat oder der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <source>← Back to the lesson</source>
        <translation>← Zurück zur Lektion</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Zurück zur Lektion</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Rück&amp;gängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;holen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>Rück&amp;gängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Wieder&amp;holen: %1</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Previous lesson</source>
        <translation>&amp;Vorige Lektion</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
    <message>
        <source>Review missed (%1)</source>
        <translation>Verpasste wiederholen (%1)</translation>
    </message>
    <message>
        <source>✔ done: every question answered correctly · ◐ started: a question answered, not all correctly yet (predictions and explanations do not count)</source>
        <translation>✔ erledigt: jede Frage richtig beantwortet · ◐ begonnen: eine Frage beantwortet, noch nicht alle richtig (Vorhersagen und Erklärungen zählen nicht mit)</translation>
    </message>
    <message>
        <source>Loading lessons from %1…</source>
        <translation>Lektionen werden aus %1 geladen …</translation>
    </message>
    <message>
        <source>Loading lessons…</source>
        <translation>Lektionen werden geladen …</translation>
    </message>
    <message>
        <source>There is no lesson with id or number “%1” in this course (known ids: %2; numbers as the sidebar shows them: 1 to %3); showing the first lesson instead.</source>
        <translation>In diesem Kurs gibt es keine Lektion mit der Kennung oder Nummer „%1“ (bekannte Kennungen: %2; Nummern wie in der Seitenleiste: 1 bis %3); stattdessen wird die erste Lektion gezeigt.</translation>
    </message>
</context>
<context>
    <name>app::NextLessonBlock</name>
    <message>
        <source>Next lesson: %1</source>
        <translation>Nächste Lektion: %1</translation>
    </message>
    <message>
        <source>Lesson “%1” is not in this course folder.</source>
        <translation>Die Lektion „%1“ liegt nicht in diesem Kursordner.</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
</context>
<context>
    <name>app::OverviewPage</name>
    <message>
        <source>&lt;h2&gt;Course overview&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Kursübersicht&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Course totals</source>
        <translation>Kurs insgesamt</translation>
    </message>
    <message>
        <source>Lesson / question</source>
        <translation>Lektion / Frage</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Explained</source>
        <translation>Erklärt</translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation>Lernzeit</translation>
    </message>
    <message>
        <source>Last opened</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Your record per lesson</source>
        <translation>Ihr Lernstand je Lektion</translation>
    </message>
    <message>
        <source>One row per lesson with its questions below; press Enter on a question to open it</source>
        <translation>Eine Zeile je Lektion, ihre Fragen darunter; drücken Sie die Eingabetaste auf einer Frage, um sie zu öffnen</translation>
    </message>
    <message>
        <source>Backup note</source>
        <translation>Hinweis zur Sicherung</translation>
    </message>
    <message>
        <source>Review missed questions</source>
        <translation>Verpasste Fragen wiederholen</translation>
    </message>
    <message>
        <source>Reset this lesson…</source>
        <translation>Diese Lektion zurücksetzen …</translation>
    </message>
    <message>
        <source>Empties the record of the lesson selected above; the old record is kept as a backup</source>
        <translation>Leert den Lernstand der oben gewählten Lektion; der alte Lernstand bleibt als Sicherung erhalten</translation>
    </message>
    <message>
        <source>Reset the whole course…</source>
        <translation>Den ganzen Kurs zurücksetzen …</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Lernstand exportieren …</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Lernstand importieren …</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>✔</source>
        <translation>✔</translation>
    </message>
    <message>
        <source>✘</source>
        <translation>✘</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>not correct</source>
        <translation>nicht richtig</translation>
    </message>
    <message>
        <source>Nothing to review now</source>
        <translation>Gerade nichts zu wiederholen</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n missed question(s) due for review now.&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n verpasste Frage ist jetzt zur Wiederholung fällig.&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n verpasste Fragen sind jetzt zur Wiederholung fällig.&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review %n missed question(s)</source>
        <translation>
            <numerusform>%n verpasste Frage wiederholen</numerusform>
            <numerusform>%n verpasste Fragen wiederholen</numerusform>
        </translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Predictions that matched what happened</source>
        <translation>Vorhersagen, die eingetroffen sind</translation>
    </message>
    <message numerus="yes">
        <source>Explanations written with at least %n word(s): a real attempt, not “ok”</source>
        <translation>
            <numerusform>Erklärungen mit mindestens %n Wort: ein echter Versuch, kein „ok“</numerusform>
            <numerusform>Erklärungen mit mindestens %n Wörtern: ein echter Versuch, kein „ok“</numerusform>
        </translation>
    </message>
    <message>
        <source>Open question</source>
        <translation>Frage öffnen</translation>
    </message>
    <message>
        <source>Opens the question selected above in its lesson</source>
        <translation>Öffnet die oben ausgewählte Frage in ihrer Lektion</translation>
    </message>
    <message>
        <source>%1 — double-click or press Enter to open it</source>
        <translation>%1 — Doppelklick oder Eingabetaste öffnet sie</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>answer again (option removed)</source>
        <translation>neu antworten (Option entfernt)</translation>
    </message>
    <message>
        <source>Prediction: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <source>Prediction, not graded: %1 — double-click or press Enter to open it</source>
        <translation>Vorhersage, nicht bewertet: %1 – zum Öffnen doppelklicken oder Eingabe drücken</translation>
    </message>
    <message>
        <source>Observed or expected: %1</source>
        <translation>Beobachtet oder erwartet: %1</translation>
    </message>
    <message>
        <source>Prediction, not graded: %1 — double-click or press Enter to open its lesson</source>
        <translation>Vorhersage, nicht bewertet: %1 – zum Öffnen ihrer Lektion doppelklicken oder Eingabe drücken</translation>
    </message>
    <message>
        <source>%1
Attempts: %2 · time spent: %3 · last opened: %4</source>
        <translation>%1
Versuche: %2 · Lernzeit: %3 · zuletzt geöffnet: %4</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>richtig: %1</translation>
    </message>
    <message>
        <source>wrong: %1</source>
        <translation>falsch: %1</translation>
    </message>
    <message>
        <source>Predicted: %1 — right, it matched what happened</source>
        <translation>Vorhergesagt: %1 – richtig, so kam es</translation>
    </message>
    <message>
        <source>Predicted: %1 — wrong</source>
        <translation>Vorhergesagt: %1 – falsch</translation>
    </message>
    <message>
        <source>Predicted: %1 — practice: a result seen before cannot be predicted, so it is neither right nor wrong</source>
        <translation>Vorhergesagt: %1 – Übung: Ein schon gesehenes Ergebnis lässt sich nicht vorhersagen, daher weder richtig noch falsch</translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>time spent: %1</source>
        <translation>Lernzeit: %1</translation>
    </message>
    <message>
        <source>last opened: %1</source>
        <translation>zuletzt geöffnet: %1</translation>
    </message>
    <message>
        <source>Select a row for its attempts, time spent and last opened: the window is too narrow for their columns.</source>
        <translation>Wählen Sie eine Zeile für ihre Versuche, ihre Lernzeit und wann sie zuletzt geöffnet wurde: Für diese Spalten ist das Fenster zu schmal.</translation>
    </message>
    <message>
        <source>Selected row: %1 (the window is too narrow for these columns)</source>
        <translation>Gewählte Zeile: %1 (für diese Spalten ist das Fenster zu schmal)</translation>
    </message>
    <message>
        <source>%1 of %2, %3 right</source>
        <comment>predictions made of the lesson&apos;s, and right</comment>
        <translation>%1 von %2, %3 richtig</translation>
    </message>
    <message>
        <source>Questions: %1</source>
        <translation>Fragen: %1</translation>
    </message>
    <message>
        <source>Predictions: %1</source>
        <translation>Vorhersagen: %1</translation>
    </message>
    <message>
        <source>A lesson: when it was last opened. A question: when it was last answered or predicted.</source>
        <translation>Eine Lektion: wann sie zuletzt geöffnet wurde. Eine Frage: wann sie zuletzt beantwortet oder vorhergesagt wurde.</translation>
    </message>
    <message>
        <source>Predicted: %1</source>
        <translation>Vorhergesagt: %1</translation>
    </message>
    <message>
        <source>Attempts: %1 · last answered: %2</source>
        <translation>Versuche: %1 · zuletzt beantwortet: %2</translation>
    </message>
    <message>
        <source>Prediction checked with %1</source>
        <comment>the controls&apos; values</comment>
        <translation>Vorhersage geprüft mit %1</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>last answered: %1</source>
        <translation>zuletzt beantwortet: %1</translation>
    </message>
    <message>
        <source>predicted: %1</source>
        <translation>vorhergesagt: %1</translation>
    </message>
</context>
<context>
    <name>app::ProgressKeeper</name>
    <message>
        <source>Attention Lab is already open with your record in another window. This window shows the record as it was when it opened, read-only: nothing you do here is saved. Close it and go on in the other window.</source>
        <translation>Attention Lab ist bereits in einem anderen Fenster mit Ihrem Lernstand geöffnet. Dieses Fenster zeigt den Lernstand, wie er beim Öffnen war, nur zum Lesen: Was Sie hier tun, wird nicht gespeichert. Schließen Sie es und arbeiten Sie im anderen Fenster weiter.</translation>
    </message>
    <message>
        <source>Your progress could not be saved to %1: %2. Check that the folder is writable and the disk is not full; your answers stay in memory and are saved as soon as that works again. Do not quit before then.</source>
        <translation>Ihr Fortschritt konnte nicht in %1 gespeichert werden: %2. Prüfen Sie, ob der Ordner beschreibbar und die Festplatte nicht voll ist; Ihre Antworten bleiben im Speicher und werden gespeichert, sobald das wieder geht. Beenden Sie das Programm bis dahin nicht.</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Part of your record could not be read back from %1 (%2), so it is not in the backup and nothing was changed. Close other Attention Lab windows and try again.</source>
        <translation>Ein Teil Ihres Lernstands konnte nicht aus %1 zurückgelesen werden (%2); er fehlt deshalb in der Sicherung, und nichts wurde geändert. Schließen Sie andere Fenster von Attention Lab und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>An Attention Lab window that has ended left its lock file %1 behind, and the folder cannot be written, so the file cannot be removed. No other window uses your record: what you do now stays in memory and is saved once the folder can be written again (check the folder&apos;s permissions, or whether its disk is mounted read-only).</source>
        <translation>Ein beendetes Fenster von Attention Lab hat seine Sperrdatei %1 zurückgelassen, und der Ordner ist schreibgeschützt, daher kann die Datei nicht entfernt werden. Kein anderes Fenster verwendet Ihren Lernstand: Was Sie jetzt tun, bleibt im Speicher und wird gespeichert, sobald der Ordner wieder beschreibbar ist (prüfen Sie die Rechte des Ordners oder ob sein Laufwerk schreibgeschützt eingehängt ist).</translation>
    </message>
</context>
<context>
    <name>app::QuestionBlock</name>
    <message>
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <source>Answer to: %1</source>
        <translation>Antwort auf: %1</translation>
    </message>
    <message>
        <source>Option %1 of %2</source>
        <translation>Option %1 von %2</translation>
    </message>
    <message>
        <source>Grades your answer to: %1</source>
        <translation>Bewertet Ihre Antwort auf: %1</translation>
    </message>
    <message>
        <source>Clears your answer so you can try again</source>
        <translation>Löscht Ihre Antwort, damit Sie es erneut versuchen können</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Richtig</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ Nicht ganz</translation>
    </message>
    <message>
        <source>**Why:** %1</source>
        <translation>**Warum:** %1</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Shows the right answer and why; the question then counts as missed</source>
        <translation>Zeigt die richtige Antwort und die Begründung; die Frage zählt dann als verfehlt</translation>
    </message>
    <message>
        <source>**Answer:** %1</source>
        <translation>**Antwort:** %1</translation>
    </message>
    <message>
        <source>⚠ The sliders changed since you checked: Check again</source>
        <translation>⚠ Die Schieberegler wurden seit der Prüfung verändert: erneut prüfen</translation>
    </message>
    <message>
        <source>Your earlier answer is no longer one of the options; answer again.</source>
        <translation>Ihre frühere Antwort ist keine der Optionen mehr; antworten Sie bitte neu.</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Ihre Antwort: %1</translation>
    </message>
    <message>
        <source>%1 — **your answer**</source>
        <translation>%1 — **Ihre Antwort**</translation>
    </message>
    <message>
        <source>Opens your answer again, selected, so you can change it</source>
        <translation>Gibt Ihre Antwort markiert wieder frei, damit Sie sie ändern können</translation>
    </message>
    <message>
        <source>%1 switched %2</source>
        <comment>a switch&apos;s label and on or off</comment>
        <translation>Schalter „%1“ %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a slider&apos;s label and its value</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list of values</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Checked with %1.</source>
        <comment>values a numeric answer was checked at</comment>
        <translation>Geprüft mit %1.</translation>
    </message>
    <message>
        <source>↓ Feedback below</source>
        <translation>↓ Rückmeldung unten</translation>
    </message>
    <message>
        <source>The feedback goes on below the window&apos;s edge: scroll down to read it.</source>
        <translation>Die Rückmeldung geht unter dem Fensterrand weiter: Scrollen Sie nach unten, um sie zu lesen.</translation>
    </message>
</context>
<context>
    <name>app::QuickCheckBlock</name>
    <message>
        <source>%1 of %2 question answered, %3 correct</source>
        <translation>%1 von %2 Frage beantwortet, %3 richtig</translation>
    </message>
    <message>
        <source>%1 of %2 questions answered, %3 correct</source>
        <translation>%1 von %2 Fragen beantwortet, %3 richtig</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Kurztest</translation>
    </message>
</context>
<context>
    <name>app::ReadoutBlock</name>
    <message>
        <source>Readout: %1</source>
        <translation>Anzeige: %1</translation>
    </message>
</context>
<context>
    <name>app::RecordActions</name>
    <message>
        <source>&amp;Export record…</source>
        <translation>Lernstand &amp;exportieren …</translation>
    </message>
    <message>
        <source>Export your record</source>
        <translation>Ihren Lernstand exportieren</translation>
    </message>
    <message>
        <source>PDF report (*.pdf);;Record for import (*.json);;One row per attempt (*.csv)</source>
        <translation>PDF-Bericht (*.pdf);;Lernstand zum Importieren (*.json);;Eine Zeile je Versuch (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>Lernstand &amp;importieren …</translation>
    </message>
    <message>
        <source>Import a record</source>
        <translation>Einen Lernstand importieren</translation>
    </message>
    <message>
        <source>Attention Lab record (*.json)</source>
        <translation>Attention-Lab-Lernstand (*.json)</translation>
    </message>
    <message>
        <source>Restore record from a &amp;backup…</source>
        <translation>Lernstand aus einer &amp;Sicherung wiederherstellen …</translation>
    </message>
    <message>
        <source>Restore your record from a backup</source>
        <translation>Ihren Lernstand aus einer Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Print record…</source>
        <translation>Lernstand &amp;drucken …</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>%1 Your record as it was before is kept in %2; to go back to it, use Record &gt; Restore record from a backup.</source>
        <translation>%1 Ihr bisheriger Lernstand liegt in %2; um zu ihm zurückzukehren, wählen Sie Lernstand &gt; Lernstand aus einer Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>Reset your record of “%1”? Your answers, predictions, explanations and time for this lesson are cleared. The record as it is now is kept as a dated backup beside it.</source>
        <translation>Ihren Lernstand zu „%1“ zurücksetzen? Ihre Antworten, Vorhersagen, Erklärungen und Lernzeit dieser Lektion werden gelöscht. Der jetzige Lernstand bleibt als datierte Sicherung daneben erhalten.</translation>
    </message>
    <message>
        <source>The lesson was not reset: %1.</source>
        <translation>Die Lektion wurde nicht zurückgesetzt: %1.</translation>
    </message>
    <message>
        <source>“%1” was reset.</source>
        <translation>„%1“ wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>Reset your whole record? Every answer, prediction, explanation and time of every lesson is cleared. The record as it is now is kept as a dated backup beside it.</source>
        <translation>Ihren ganzen Lernstand zurücksetzen? Alle Antworten, Vorhersagen, Erklärungen und Lernzeiten aller Lektionen werden gelöscht. Der jetzige Lernstand bleibt als datierte Sicherung daneben erhalten.</translation>
    </message>
    <message>
        <source>The record was not reset: %1.</source>
        <translation>Der Lernstand wurde nicht zurückgesetzt: %1.</translation>
    </message>
    <message>
        <source>The whole course was reset.</source>
        <translation>Der ganze Kurs wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>Name the file .pdf (a report), .json (the whole record, importable again) or .csv (one row per attempt).</source>
        <translation>Benennen Sie die Datei mit .pdf (ein Bericht), .json (der ganze Lernstand, wieder importierbar) oder .csv (eine Zeile je Versuch).</translation>
    </message>
    <message>
        <source>Exporting your record to %1…</source>
        <translation>Ihr Lernstand wird nach %1 exportiert …</translation>
    </message>
    <message>
        <source>Your record was exported to %1.</source>
        <translation>Ihr Lernstand wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>The record was not exported: %1.</source>
        <translation>Der Lernstand wurde nicht exportiert: %1.</translation>
    </message>
    <message>
        <source>%1 is not a record file Attention Lab can import: choose a .json file exported by Attention Lab.</source>
        <translation>%1 ist keine Lernstand-Datei, die Attention Lab importieren kann: Wählen Sie eine von Attention Lab exportierte .json-Datei.</translation>
    </message>
    <message>
        <source>%1 was not imported: %2. Your record is unchanged.</source>
        <translation>%1 wurde nicht importiert: %2. Ihr Lernstand ist unverändert.</translation>
    </message>
    <message>
        <source>The record in %1 was merged into yours.</source>
        <translation>Der Lernstand aus %1 wurde mit Ihrem zusammengeführt.</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of it could not be read (%1): they are kept as they were, exported again with your record, and do not count as answered.</source>
        <translation>
            <numerusform>%n Teil davon konnte nicht gelesen werden (%1): Er bleibt unverändert erhalten, wird mit Ihrem Lernstand wieder exportiert und zählt nicht als beantwortet.</numerusform>
            <numerusform>%n Teile davon konnten nicht gelesen werden (%1): Sie bleiben unverändert erhalten, werden mit Ihrem Lernstand wieder exportiert und zählen nicht als beantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your record was imported.</source>
        <translation>Ihr Lernstand wurde importiert.</translation>
    </message>
    <message>
        <source>Replace your record with %1? The record as it is now is kept as a dated backup first.</source>
        <translation>Ihren Lernstand durch %1 ersetzen? Der jetzige Lernstand wird zuvor als datierte Sicherung aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 was not restored: %2. Your record is unchanged.</source>
        <translation>%1 wurde nicht wiederhergestellt: %2. Ihr Lernstand ist unverändert.</translation>
    </message>
    <message>
        <source>Your record was restored from %1.</source>
        <translation>Ihr Lernstand wurde aus %1 wiederhergestellt.</translation>
    </message>
    <message>
        <source>Your record was restored.</source>
        <translation>Ihr Lernstand wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Record backups (record-before-*.json progress.json.before-*);;All files (*)</source>
        <translation>Sicherungen des Lernstands (record-before-*.json progress.json.before-*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is not a record backup: choose a record-before-….json file.</source>
        <translation>%1 ist keine Sicherung eines Lernstands: Wählen Sie eine Datei record-before-….json.</translation>
    </message>
    <message>
        <source>Resetting “%1”…</source>
        <translation>„%1“ wird zurückgesetzt …</translation>
    </message>
    <message>
        <source>Resetting your record…</source>
        <translation>Ihr Lernstand wird zurückgesetzt …</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert …</translation>
    </message>
    <message>
        <source>Restoring your record from %1…</source>
        <translation>Ihr Lernstand wird aus %1 wiederhergestellt …</translation>
    </message>
    <message>
        <source>Wait until the change to your record now running is done.</source>
        <translation>Bitte warten Sie, bis die laufende Änderung an Ihrem Lernstand abgeschlossen ist.</translation>
    </message>
</context>
<context>
    <name>app::ReferencesBlock</name>
    <message>
        <source>References</source>
        <translation>Quellen</translation>
    </message>
</context>
<context>
    <name>app::ReviewCard</name>
    <message>
        <source>From “%1”</source>
        <translation>Aus „%1“</translation>
    </message>
    <message>
        <source>Open in the lesson</source>
        <translation>In der Lektion öffnen</translation>
    </message>
    <message>
        <source>**New values for this review:** %1</source>
        <translation>**Neue Werte für diese Wiederholung:** %1</translation>
    </message>
    <message>
        <source>New values for this review: %1</source>
        <translation>Neue Werte für diese Wiederholung: %1</translation>
    </message>
    <message>
        <source>Grades your answer to: %1</source>
        <translation>Bewertet Ihre Antwort auf: %1</translation>
    </message>
    <message>
        <source>Review question: %1</source>
        <translation>Wiederholungsfrage: %1</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>✔ Correct. It leaves today&apos;s list and comes back %1.</source>
        <translation>✔ Richtig. Die Frage verlässt die heutige Liste und kommt %1 wieder.</translation>
    </message>
    <message>
        <source>✔ Correct. You have got it right at every interval: it leaves the review for good.</source>
        <translation>✔ Richtig. Sie haben sie in jedem Abstand richtig beantwortet: Sie verlässt die Wiederholung endgültig.</translation>
    </message>
    <message>
        <source>**Why:** %1</source>
        <translation>**Warum:** %1</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>One more try; the miss stays recorded</source>
        <translation>Noch ein Versuch; der Fehlversuch bleibt gespeichert</translation>
    </message>
    <message>
        <source>**Answer:** %1</source>
        <translation>**Antwort:** %1</translation>
    </message>
    <message>
        <source>**Answer at these values:** %1</source>
        <translation>**Antwort bei diesen Werten:** %1</translation>
    </message>
    <message>
        <source>✔ Correct this time. The first answer missed, so it comes back %1.</source>
        <translation>✔ Diesmal richtig. Die erste Antwort war falsch, darum kommt die Frage %1 wieder.</translation>
    </message>
    <message>
        <source>✘ Not quite. It comes back %1.</source>
        <translation>✘ Nicht ganz. Die Frage kommt %1 wieder.</translation>
    </message>
    <message>
        <source>✘ Not quite. Try once more or show the answer; either way it comes back %1.</source>
        <translation>✘ Nicht ganz. Versuchen Sie es noch einmal oder lassen Sie sich die Antwort zeigen; die Frage kommt so oder so %1 wieder.</translation>
    </message>
</context>
<context>
    <name>app::ReviewPage</name>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>morgen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Review&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Wiederholung&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing is due for review today. A question you miss comes back the next day, then after 3, 7, 14 and 30 days each time you get it right.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Heute ist nichts zur Wiederholung fällig. Eine verpasste Frage kommt am nächsten Tag wieder, danach nach 3, 7, 14 und 30 Tagen, jedes Mal wenn Sie sie richtig beantworten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Numeric questions come back with new values for their sliders, so work the answer out again.&lt;/p&gt;</source>
        <translation>Rechenfragen kommen mit neuen Werten für ihre Schieberegler wieder; rechnen Sie die Antwort also neu aus.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>in %n day(s), on %1</source>
        <translation>
            <numerusform>in %n Tag, am %1</numerusform>
            <numerusform>in %n Tagen, am %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n missed question(s) due.</source>
        <translation>
            <numerusform>&lt;p&gt;%n verpasste Frage ist fällig.</numerusform>
            <numerusform>&lt;p&gt;%n verpasste Fragen sind fällig.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 answered, %2 right&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 beantwortet, %2 richtig&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n question(s) still to answer, of %1 due today.</source>
        <translation>
            <numerusform>&lt;p&gt;Noch %n Frage zu beantworten, von %1 heute fälligen.</numerusform>
            <numerusform>&lt;p&gt;Noch %n Fragen zu beantworten, von %1 heute fälligen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Every question due today is answered.</source>
        <translation>&lt;p&gt;Alle heute fälligen Fragen sind beantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Next review: %n question(s) %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Nächste Wiederholung: %n Frage %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Nächste Wiederholung: %n Fragen %1.&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::SliderControl</name>
    <message>
        <source>Slider for %1; the spin box beside it takes an exact value.</source>
        <translation>Schieberegler für %1; das Zahlenfeld daneben nimmt einen genauen Wert.</translation>
    </message>
    <message>
        <source>%1, exact value</source>
        <translation>%1, genauer Wert</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Key %1 is masked: this score is ignored until the mask is switched off.</source>
        <translation>Key %1 ist maskiert: Dieser Score zählt nicht, bis die Maske wieder ausgeschaltet ist.</translation>
    </message>
    <message>
        <source>Set to %1, the nearest stop</source>
        <translation>Auf %1 gesetzt, die nächstgelegene Stufe</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: type a value in that range, or drag the slider</source>
        <translation>%1 liegt außerhalb von %2 bis %3: Geben Sie einen Wert in diesem Bereich ein oder ziehen Sie den Regler</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
</context>
<context>
    <name>app::SoftmaxTableBlock</name>
    <message>
        <source>Logit</source>
        <translation>Logit</translation>
    </message>
    <message>
        <source>Raw logit</source>
        <translation>Rohes Logit</translation>
    </message>
    <message>
        <source>Scaled logit</source>
        <translation>Skaliertes Logit</translation>
    </message>
    <message>
        <source>Softmax %</source>
        <translation>Softmax %</translation>
    </message>
    <message>
        <source>Cannot compute this table: %1</source>
        <translation>Diese Tabelle lässt sich nicht berechnen: %1</translation>
    </message>
    <message>
        <source>key %1: %2</source>
        <translation>Key %1: %2</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Softmax table: key, logit, softmax weight</source>
        <translation>Softmax-Tabelle: Key, Logit, Softmax-Gewicht</translation>
    </message>
    <message>
        <source>Softmax table: key, raw logit, scaled logit, softmax weight</source>
        <translation>Softmax-Tabelle: Key, rohes Logit, skaliertes Logit, Softmax-Gewicht</translation>
    </message>
</context>
<context>
    <name>app::SweepButton</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause the sweep of %1</source>
        <translation>Durchlauf von %1 anhalten</translation>
    </message>
    <message>
        <source>Play: sweep %1 from start to end</source>
        <translation>Abspielen: %1 vom Anfang bis zum Ende durchlaufen</translation>
    </message>
    <message>
        <source>Pause; the slider stays where it is</source>
        <translation>Anhalten; der Schieberegler bleibt, wo er ist</translation>
    </message>
    <message>
        <source>Move the slider through its whole range, step by step</source>
        <translation>Bewegt den Schieberegler Schritt für Schritt durch seinen ganzen Bereich</translation>
    </message>
</context>
<context>
    <name>app::ToggleControl</name>
    <message>
        <source>Switches %1 on or off</source>
        <translation>Schaltet %1 ein oder aus</translation>
    </message>
</context>
<context>
    <name>app::WalkthroughBlock</name>
    <message>
        <source>Walkthrough</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Walkthrough: %1</source>
        <translation>Schritt für Schritt: %1</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Voriger Schritt</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Make the prediction in this step first: Next step waits until you have.</source>
        <translation>Treffen Sie zuerst die Vorhersage in diesem Schritt: „Nächster Schritt“ wartet, bis Sie das getan haben.</translation>
    </message>
    <message>
        <source>Make the prediction below to go on.</source>
        <translation>Erst die Vorhersage unten.</translation>
    </message>
</context>
<context>
    <name>app::WelcomeCard</name>
    <message>
        <source>Each lesson reads from the top: predict, try the controls, then check. The guide (%1) explains the rest.</source>
        <translation>Jede Lektion liest sich von oben nach unten: vorhersagen, ausprobieren, dann prüfen. Die Hilfe (%1) erklärt den Rest.</translation>
    </message>
    <message>
        <source>Open the guide</source>
        <translation>Hilfe öffnen</translation>
    </message>
    <message>
        <source>Close the welcome note</source>
        <translation>Begrüßung schließen</translation>
    </message>
    <message>
        <source>Close; the guide stays under Help</source>
        <translation>Schließen; die Hilfe bleibt im Menü Hilfe</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
</context>
<context>
    <name>app::math::FormulaView</name>
    <message>
        <source>Copy TeX source</source>
        <translation>TeX-Quelltext kopieren</translation>
    </message>
    <message>
        <source>Scroll the formula sideways</source>
        <translation>Formel seitlich verschieben</translation>
    </message>
</context>
<context>
    <name>attn::charts</name>
    <message>
        <source> (%1 at every d k once scaled)</source>
        <translation> (%1 bei jedem d k, wenn skaliert)</translation>
    </message>
    <message>
        <source> (%1 at every d&lt;sub&gt;k&lt;/sub&gt; once scaled)</source>
        <translation> (%1 bei jedem d&lt;sub&gt;k&lt;/sub&gt;, wenn skaliert)</translation>
    </message>
    <message>
        <source>theory (flat)</source>
        <translation>Theorie (flach)</translation>
    </message>
    <message>
        <source> (the square root of d k)</source>
        <translation> (Wurzel aus d k)</translation>
    </message>
    <message>
        <source> (√d&lt;sub&gt;k&lt;/sub&gt;)</source>
        <translation> (√d&lt;sub&gt;k&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>theory √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>Theorie √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source> (%1 times the square root of d k)</source>
        <translation> (%1 mal Wurzel aus d k)</translation>
    </message>
    <message>
        <source> (%1 × √d&lt;sub&gt;k&lt;/sub&gt;)</source>
        <translation> (%1 × √d&lt;sub&gt;k&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>theory %1 × √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>Theorie %1 × √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
</context>
<context>
    <name>attn::charts::BusesChart</name>
    <message>
        <source>divided by √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>geteilt durch √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>divided by d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>geteilt durch d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>weight (%)</source>
        <translation>Gewicht (%)</translation>
    </message>
    <message>
        <source>Three buses</source>
        <translation>Drei Busse</translation>
    </message>
    <message>
        <source>Three bar charts of softmax weights in percent for the same scores: without scaling, divided by the square root of d k, and divided by d k.</source>
        <translation>Drei Balkendiagramme der Softmax-Gewichte in Prozent für dieselben Scores: ohne Skalierung, geteilt durch die Wurzel aus d k und geteilt durch d k.</translation>
    </message>
    <message>
        <source>At d k = %1 the largest weight is %2 without scaling, %3 divided by the square root of d k and %4 divided by d k.</source>
        <translation>Bei d k = %1 ist das größte Gewicht %2 ohne Skalierung, %3 geteilt durch die Wurzel aus d k und %4 geteilt durch d k.</translation>
    </message>
    <message>
        <source>At d&lt;sub&gt;k&lt;/sub&gt; = %1 the largest weight is %2 without scaling, %3 divided by √d&lt;sub&gt;k&lt;/sub&gt; and %4 divided by d&lt;sub&gt;k&lt;/sub&gt;.</source>
        <translation>Bei d&lt;sub&gt;k&lt;/sub&gt; = %1 ist das größte Gewicht %2 ohne Skalierung, %3 geteilt durch √d&lt;sub&gt;k&lt;/sub&gt; und %4 geteilt durch d&lt;sub&gt;k&lt;/sub&gt;.</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>%</source>
        <comment>the buses&apos; weight axis</comment>
        <translation>%</translation>
    </message>
</context>
<context>
    <name>attn::charts::ChannelBankChart</name>
    <message>
        <source>q&lt;sub&gt;j&lt;/sub&gt;k&lt;sub&gt;j&lt;/sub&gt;</source>
        <translation>q&lt;sub&gt;j&lt;/sub&gt;k&lt;sub&gt;j&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>dimension j</source>
        <translation>Dimension j</translation>
    </message>
    <message>
        <source>One dot product, channel by channel</source>
        <translation>Ein Skalarprodukt, Kanal für Kanal</translation>
    </message>
    <message>
        <source>Bar chart of the products q j times k j of one pair of random vectors, one bar per dimension; their sum is the dot product.</source>
        <translation>Balkendiagramm der Produkte q j mal k j eines Paars zufälliger Vektoren, ein Balken je Dimension; ihre Summe ist das Skalarprodukt.</translation>
    </message>
    <message>
        <source>d k = %1 is outside this chart; use 1 to %2.</source>
        <translation>d k = %1 liegt außerhalb dieses Diagramms; verwenden Sie 1 bis %2.</translation>
    </message>
    <message>
        <source>d k = %1: summed, the terms give q·k = %2, the dot product of this pair. By theory each term has variance 1, so the sum has variance d k = %1 and standard deviation square root of d k = %3.</source>
        <translation>d k = %1: Die Terme summieren sich zu q·k = %2, dem Skalarprodukt dieses Paars. Nach der Theorie hat jeder Term die Varianz 1, die Summe also die Varianz d k = %1 und die Standardabweichung Wurzel aus d k = %3.</translation>
    </message>
    <message>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1: summed, the terms give q·k = %2, the dot product of this pair. By theory each term has variance 1, so the sum has variance d&lt;sub&gt;k&lt;/sub&gt; = %1 and standard deviation √d&lt;sub&gt;k&lt;/sub&gt; = %3.</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1: Die Terme summieren sich zu q·k = %2, dem Skalarprodukt dieses Paars. Nach der Theorie hat jeder Term die Varianz 1, die Summe also die Varianz d&lt;sub&gt;k&lt;/sub&gt; = %1 und die Standardabweichung √d&lt;sub&gt;k&lt;/sub&gt; = %3.</translation>
    </message>
    <message>
        <source>term of q·k</source>
        <translation>Summand von q·k</translation>
    </message>
</context>
<context>
    <name>attn::charts::ChartPanel</name>
    <message>
        <source>Cannot be drawn: %1</source>
        <translation>Nicht darstellbar: %1</translation>
    </message>
    <message>
        <source>Current reading: %1</source>
        <translation>Aktueller Wert: %1</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message numerus="yes">
        <source>, and %n more</source>
        <translation>
            <numerusform> und %n weiterer</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation>Werte: %1.</translation>
    </message>
</context>
<context>
    <name>attn::charts::GradientChart</name>
    <message>
        <source>Gradient factor</source>
        <translation>Gradientenfaktor</translation>
    </message>
    <message>
        <source>Bar chart of the gradient factor s times (1 minus s) of each key; 0.25 is the largest possible value, 0 means no gradient.</source>
        <translation>Balkendiagramm des Gradientenfaktors s mal (1 minus s) für jeden Key; 0,25 ist der größtmögliche Wert, 0 bedeutet keinen Gradienten.</translation>
    </message>
    <message>
        <source>Largest gradient factor %1 (%2), Jacobian norm %3.</source>
        <translation>Größter Gradientenfaktor %1 (%2), Norm der Jacobi-Matrix %3.</translation>
    </message>
    <message>
        <source>s(1 − s)</source>
        <translation>s(1 − s)</translation>
    </message>
</context>
<context>
    <name>attn::charts::HistogramChart</name>
    <message>
        <source>q·k / √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>q·k / √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>dot product q·k</source>
        <translation>Skalarprodukt q·k</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>theory</source>
        <translation>Theorie</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Dot products of random pairs</source>
        <translation>Skalarprodukte zufälliger Paare</translation>
    </message>
    <message>
        <source>Drawing the pairs for d k = %1…</source>
        <translation>Die Paare für d k = %1 werden gezogen …</translation>
    </message>
    <message>
        <source>d k = %1: measured mean %2, sd %3; theory sd %4%5. %6 of %7 pairs fell outside the axis (%8 below, %9 above).</source>
        <translation>d k = %1: gemessener Mittelwert %2, Standardabweichung %3; Theorie %4%5. %6 von %7 Paaren liegen außerhalb der Achse (%8 darunter, %9 darüber).</translation>
    </message>
    <message>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1: measured mean %2, sd %3; theory sd %4%5. %6 of %7 pairs fell outside the axis (%8 below, %9 above).</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1: gemessener Mittelwert %2, Std.-Abw. %3; Theorie %4%5. %6 von %7 Paaren liegen außerhalb der Achse (%8 darunter, %9 darüber).</translation>
    </message>
    <message>
        <source>◂ %1 beyond</source>
        <translation>◂ %1 außerhalb</translation>
    </message>
    <message>
        <source>%1 beyond ▸</source>
        <translation>%1 außerhalb ▸</translation>
    </message>
    <message>
        <source>Histogram of the dot products of %1 pairs of random vectors on an axis from %2 to %3 that zooms in on a narrow pile, with the normal curve the theory predicts.</source>
        <translation>Histogramm der Skalarprodukte von %1 Paaren zufälliger Vektoren auf einer Achse von %2 bis %3, die auf einen schmalen Haufen zoomt, mit der Normalverteilungskurve, die die Theorie vorhersagt.</translation>
    </message>
    <message>
        <source>Bars drawn ×%1 taller than at full scale (%2).</source>
        <translation>Balken ×%1 höher gezeichnet als bei voller Skala (%2).</translation>
    </message>
    <message>
        <source>bars drawn ×%1 taller (full scale %2)</source>
        <translation>Balken ×%1 höher gezeichnet (volle Skala %2)</translation>
    </message>
    <message>
        <source>The horizontal axis shows %1 to %2 of %3 to %4 (zoomed in ×%5).</source>
        <translation>Die waagerechte Achse zeigt %1 bis %2 von %3 bis %4 (×%5 vergrößert).</translation>
    </message>
    <message>
        <source>shown: %1 to %2 of %3 to %4</source>
        <translation>gezeigt: %1 bis %2 von %3 bis %4</translation>
    </message>
</context>
<context>
    <name>attn::charts::KeyName</name>
    <message>
        <source>key %1</source>
        <comment>spoken for 𝑘₁, 𝑘₂, …</comment>
        <translation>Key %1</translation>
    </message>
</context>
<context>
    <name>attn::charts::LogitBars</name>
    <message>
        <source>Raw logits as bars</source>
        <translation>Rohe Logits als Balken</translation>
    </message>
    <message>
        <source>score of key %1</source>
        <translation>Score von Key %1</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>Key %1 is masked: it gets no weight, whatever its score.</source>
        <translation>Key %1 ist maskiert: Er bekommt kein Gewicht, welchen Score er auch hat.</translation>
    </message>
    <message>
        <source>score of %1</source>
        <translation>Score von %1</translation>
    </message>
    <message>
        <source>%1 is masked: it gets no weight, whatever its score.</source>
        <translation>%1 ist maskiert: Er bekommt kein Gewicht, welchen Score er auch hat.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Score of %1: %2. Left and Right choose a key; Up and Down change its score, Page Up and Page Down in larger steps; type a number and press Enter to set it.</source>
        <translation>Score von %1: %2. Links und Rechts wählen einen Key; Hoch und Runter ändern seinen Score, Bild auf und Bild ab in größeren Schritten; eine eingetippte Zahl setzt ihn mit der Eingabetaste.</translation>
    </message>
    <message>
        <source>Score of key %1: %2. Left and Right choose a key; Up and Down change its score, Page Up and Page Down in larger steps; type a number and press Enter to set it.</source>
        <translation>Score von Key %1: %2. Links und Rechts wählen einen Key; Hoch und Runter ändern seinen Score, Bild auf und Bild ab in größeren Schritten; eine eingetippte Zahl setzt ihn mit der Eingabetaste.</translation>
    </message>
</context>
<context>
    <name>attn::charts::MixtureChart</name>
    <message>
        <source>every possible output</source>
        <translation>jede mögliche Ausgabe</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Values</translation>
    </message>
    <message>
        <source>masked values</source>
        <translation>maskierte Values</translation>
    </message>
    <message>
        <source>Mixing values in the plane</source>
        <translation>Values in der Ebene mischen</translation>
    </message>
    <message>
        <source>The value vectors as labelled points with their weights, the shaded region of all their convex combinations, and the output point, the weighted sum of the values.</source>
        <translation>Die Value-Vektoren als beschriftete Punkte mit ihren Gewichten, die schattierte Fläche all ihrer Konvexkombinationen und der Ausgabepunkt, die gewichtete Summe der Values.</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>%1 masked</source>
        <translation>%1 maskiert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Every key is masked, so there is nothing to mix and no output. Unmask a key to see the output.</source>
        <translation>Jeder Key ist maskiert: Es gibt nichts zu mischen und keine Ausgabe. Heben Sie die Maske eines Keys auf, um die Ausgabe zu sehen.</translation>
    </message>
    <message>
        <source>Output (%1); weights %2.</source>
        <translation>Ausgabe (%1); Gewichte %2.</translation>
    </message>
</context>
<context>
    <name>attn::charts::ScoreBarsChart</name>
    <message>
        <source>Raw scores</source>
        <translation>Rohe Scores</translation>
    </message>
    <message>
        <source>One bar per key: its raw score, from the zero line.</source>
        <translation>Ein Balken je Key: sein roher Score, von der Nulllinie aus.</translation>
    </message>
    <message>
        <source>One bar per key: its raw score, from the zero line. Drag the top of a bar, or tab to the bars and use the arrow keys, to change a score.</source>
        <translation>Ein Balken je Key: sein roher Score, von der Nulllinie aus. Ziehen Sie das obere Ende eines Balkens, oder gehen Sie mit Tab zu den Balken und nehmen Sie die Pfeiltasten, um einen Score zu ändern.</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Scores: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a key&apos;s name, then its score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>raw score</source>
        <translation>roher Score</translation>
    </message>
</context>
<context>
    <name>attn::charts::ScoreChart</name>
    <message>
        <source>These scores cannot be drawn.</source>
        <translation>Diese Scores lassen sich nicht darstellen.</translation>
    </message>
</context>
<context>
    <name>attn::charts::SigmaVsDkChart</name>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>current d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>aktuelles d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>d&lt;sub&gt;k&lt;/sub&gt; (log scale)</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; (logarithmisch)</translation>
    </message>
    <message>
        <source>std. dev.</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>Spread of the dot product against the dimension</source>
        <translation>Streuung des Skalarprodukts über der Dimension</translation>
    </message>
    <message>
        <source>Line chart of the measured standard deviation of %1 dot products against d k from 1 to %2 on a logarithmic axis, beside the theory curve.</source>
        <translation>Liniendiagramm der gemessenen Standardabweichung von %1 Skalarprodukten über d k von 1 bis %2 auf logarithmischer Achse, neben der Kurve der Theorie.</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Messung läuft …</translation>
    </message>
    <message>
        <source>Shown: q·k divided by √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>Gezeigt: q·k geteilt durch √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Shown: q·k as it is (not scaled)</source>
        <translation>Gezeigt: q·k unverändert (nicht skaliert)</translation>
    </message>
    <message>
        <source>d k = %1: measuring…</source>
        <translation>d k = %1: Messung läuft …</translation>
    </message>
    <message>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1: measuring…</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1: Messung läuft …</translation>
    </message>
    <message>
        <source>d k = %1: measured standard deviation %2, theory %3%4.</source>
        <translation>d k = %1: gemessene Standardabweichung %2, Theorie %3%4.</translation>
    </message>
    <message>
        <source>d&lt;sub&gt;k&lt;/sub&gt; = %1: measured standard deviation %2, theory %3%4.</source>
        <translation>d&lt;sub&gt;k&lt;/sub&gt; = %1: gemessene Standardabweichung %2, Theorie %3%4.</translation>
    </message>
</context>
<context>
    <name>attn::charts::SoftmaxChart</name>
    <message>
        <source>weight (%)</source>
        <translation>Gewicht (%)</translation>
    </message>
    <message>
        <source>Softmax weights</source>
        <translation>Softmax-Gewichte</translation>
    </message>
    <message>
        <source>Bar chart of the softmax weight of each key, in percent.</source>
        <translation>Balkendiagramm des Softmax-Gewichts jedes Keys in Prozent.</translation>
    </message>
    <message>
        <source>Largest weight %1 (%2). Spread: like %3 equal weights (1: one key takes all; %4: all keys equal).</source>
        <translation>Größtes Gewicht %1 (%2). Streuung: wie %3 gleiche Gewichte (1: ein Key bekommt alles; %4: alle Keys gleich).</translation>
    </message>
</context>
<context>
    <name>attn::charts::TemperatureChart</name>
    <message>
        <source>weight (%)</source>
        <translation>Gewicht (%)</translation>
    </message>
    <message>
        <source>Softmax at a temperature</source>
        <translation>Softmax bei einer Temperatur</translation>
    </message>
    <message>
        <source>Bar chart of the softmax weight of each key, in percent, after dividing the scores by the temperature.</source>
        <translation>Balkendiagramm des Softmax-Gewichts jedes Keys in Prozent, nachdem die Scores durch die Temperatur geteilt wurden.</translation>
    </message>
    <message>
        <source>Temperature %1: the weights are spread like %2 equal weights (1: one key takes all; %3: all keys equal).</source>
        <translation>Temperatur %1: Die Gewichte streuen wie %2 gleiche Gewichte (1: ein Key bekommt alles; %3: alle Keys gleich).</translation>
    </message>
</context>
<context>
    <name>attn::charts::VectorChart</name>
    <message>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>shadow of b on a: |b| cos θ</source>
        <translation>Schatten von b auf a: |b| cos θ</translation>
    </message>
    <message>
        <source>Two arrows and their dot product</source>
        <translation>Zwei Pfeile und ihr Skalarprodukt</translation>
    </message>
    <message>
        <source>Two arrows from the origin: a along the horizontal axis and b at the angle theta. A dashed line drops b onto a&apos;s line; the thick segment there is |b| cos theta, and the dot product is |a| times it.</source>
        <translation>Zwei Pfeile vom Ursprung: a entlang der waagrechten Achse und b im Winkel theta. Eine gestrichelte Linie fällt das Lot von b auf die Gerade von a; die dicke Strecke dort ist |b| cos theta, und das Skalarprodukt ist |a| mal diese Länge.</translation>
    </message>
    <message>
        <source>a·b = |a| |b| cos θ = %1 × %2 × %3 = %4; the shadow of b on a is |b| cos θ = %5.</source>
        <translation>a·b = |a| |b| cos θ = %1 × %2 × %3 = %4; der Schatten von b auf a ist |b| cos θ = %5.</translation>
    </message>
    <message>
        <source>|a| = %1</source>
        <translation>|a| = %1</translation>
    </message>
    <message>
        <source>|b| = %1, θ = %2°</source>
        <translation>|b| = %1, θ = %2°</translation>
    </message>
    <message>
        <source>Arrow keys change the length; type coordinates such as 3 and press Enter to set them.</source>
        <translation>Die Pfeiltasten ändern die Länge; geben Sie Koordinaten wie 3 ein und drücken Sie die Eingabetaste, um sie zu setzen.</translation>
    </message>
    <message>
        <source>tip of a</source>
        <translation>Spitze von a</translation>
    </message>
    <message>
        <source>tip of b</source>
        <translation>Spitze von b</translation>
    </message>
    <message>
        <source>length %1</source>
        <translation>Länge %1</translation>
    </message>
    <message>
        <source>Set to (%1, %2), the nearest stop</source>
        <translation>Auf (%1; %2) gesetzt, die nächstgelegene Stufe</translation>
    </message>
    <message>
        <source>Right and Left make the angle larger or smaller, Up and Down the length, as on the sliders; type coordinates such as 3, 1 and press Enter to set them.</source>
        <translation>Rechts und Links machen den Winkel größer oder kleiner, Hoch und Runter die Länge, wie an den Reglern; geben Sie Koordinaten wie 3; 1 ein und drücken Sie die Eingabetaste, um sie zu setzen.</translation>
    </message>
    <message>
        <source>%1 (shortest)</source>
        <translation>%1 (am kürzesten)</translation>
    </message>
    <message>
        <source>%1 (longest)</source>
        <translation>%1 (am längsten)</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>%1 (smallest)</source>
        <translation>%1 (am kleinsten)</translation>
    </message>
    <message>
        <source>%1 (largest)</source>
        <translation>%1 (am größten)</translation>
    </message>
    <message>
        <source>length %1, angle %2</source>
        <translation>Länge %1, Winkel %2</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>the folder holds %1 lesson files, above the cap of %2</source>
        <translation>der Ordner enthält %1 Lektionsdateien, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>split it into several folders</source>
        <translation>verteilen Sie sie auf mehrere Ordner</translation>
    </message>
    <message>
        <source>lesson id `%1` is already used by %2</source>
        <translation>die Lektionskennung `%1` wird schon von %2 verwendet</translation>
    </message>
    <message>
        <source>give each lesson its own id</source>
        <translation>geben Sie jeder Lektion eine eigene Kennung</translation>
    </message>
    <message>
        <source>translation without the plain file %1</source>
        <translation>Übersetzung ohne die Grunddatei %1</translation>
    </message>
    <message>
        <source>add %1; it is shown when no variant fits the user&apos;s language</source>
        <translation>legen Sie %1 an; sie wird gezeigt, wenn keine Variante zur Sprache des Nutzers passt</translation>
    </message>
    <message>
        <source>the translation has id `%1` but %2 has id `%3`</source>
        <translation>die Übersetzung hat die Kennung `%1`, aber %2 hat die Kennung `%3`</translation>
    </message>
    <message>
        <source>use the same id as the plain file</source>
        <translation>verwenden Sie dieselbe Kennung wie die Grunddatei</translation>
    </message>
    <message>
        <source>`requires` names lesson `%1`, which is not in this course</source>
        <translation>`requires` nennt die Lektion `%1`, die nicht in diesem Kurs ist</translation>
    </message>
    <message>
        <source>check the id, or load the folder that holds it</source>
        <translation>prüfen Sie die Kennung oder laden Sie den Ordner, der sie enthält</translation>
    </message>
    <message>
        <source>the lesson requires itself</source>
        <translation>die Lektion setzt sich selbst voraus</translation>
    </message>
    <message>
        <source>remove `%1` from `requires`</source>
        <translation>entfernen Sie `%1` aus `requires`</translation>
    </message>
    <message>
        <source>`requires` of lesson `%1` forms a cycle</source>
        <translation>`requires` der Lektion `%1` bildet einen Zyklus</translation>
    </message>
    <message>
        <source>remove one of the requirements, or give the lesson an `order`</source>
        <translation>entfernen Sie eine der Voraussetzungen oder geben Sie der Lektion ein `order`</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>diesen Ordner gibt es nicht</translation>
    </message>
    <message>
        <source>give a folder of *.lesson.md files</source>
        <translation>geben Sie einen Ordner mit *.lesson.md-Dateien an</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>diese Datei oder diesen Ordner gibt es nicht</translation>
    </message>
    <message>
        <source>check the path</source>
        <translation>prüfen Sie den Pfad</translation>
    </message>
    <message>
        <source>the folder holds no *.lesson.md file</source>
        <translation>der Ordner enthält keine *.lesson.md-Datei</translation>
    </message>
    <message>
        <source>lesson files are named NAME.lesson.md</source>
        <translation>Lektionsdateien heißen NAME.lesson.md</translation>
    </message>
    <message>
        <source>not a lesson file</source>
        <translation>keine Lektionsdatei</translation>
    </message>
    <message>
        <source>formula is longer than %1 characters</source>
        <translation>die Formel ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>shorten it</source>
        <translation>kürzen Sie sie</translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation>leere Formel</translation>
    </message>
    <message>
        <source>write a number or a formula</source>
        <translation>schreiben Sie eine Zahl oder eine Formel</translation>
    </message>
    <message>
        <source>formula holds `%1`, which is not part of a formula</source>
        <translation>die Formel enthält `%1`, das nicht in eine Formel gehört</translation>
    </message>
    <message>
        <source>use + - * / ^, numbers and parameter names</source>
        <translation>verwenden Sie + - * / ^, Zahlen und Parameternamen</translation>
    </message>
    <message>
        <source>unknown parameter `%1` in formula</source>
        <translation>unbekannter Parameter `%1` in der Formel</translation>
    </message>
    <message>
        <source>formula gives %1 at these values</source>
        <translation>die Formel ergibt bei diesen Werten %1</translation>
    </message>
    <message>
        <source>no number (NaN)</source>
        <translation>keine Zahl (NaN)</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>unendlich</translation>
    </message>
    <message>
        <source>`%1` is no known function</source>
        <translation>`%1` ist keine bekannte Funktion</translation>
    </message>
    <message>
        <source>use one of %1</source>
        <translation>verwenden Sie eine von %1</translation>
    </message>
    <message>
        <source>`}` without its `{` in a readout</source>
        <translation>`}` ohne zugehöriges `{` in einer Anzeige</translation>
    </message>
    <message>
        <source>remove it or write `{formula}`</source>
        <translation>entfernen Sie es oder schreiben Sie `{Formel}`</translation>
    </message>
    <message>
        <source>`{` is never closed in a readout</source>
        <translation>`{` wird in einer Anzeige nie geschlossen</translation>
    </message>
    <message>
        <source>add `}` after the formula</source>
        <translation>fügen Sie nach der Formel `}` an</translation>
    </message>
    <message>
        <source>`|%1` must give 0 to 6 decimals</source>
        <translation>`|%1` muss 0 bis 6 Nachkommastellen angeben</translation>
    </message>
    <message>
        <source>write e.g. `{sqrt(dk)|2}`</source>
        <translation>schreiben Sie z. B. `{sqrt(dk)|2}`</translation>
    </message>
    <message>
        <source>nothing typed</source>
        <translation>nichts eingegeben</translation>
    </message>
    <message>
        <source>use a smaller number</source>
        <translation>verwenden Sie eine kleinere Zahl</translation>
    </message>
    <message>
        <source>no numbers given</source>
        <translation>keine Zahlen angegeben</translation>
    </message>
    <message>
        <source>item %1 is empty</source>
        <translation>Eintrag %1 ist leer</translation>
    </message>
    <message>
        <source>too many numbers: at most %1</source>
        <translation>zu viele Zahlen: höchstens %1</translation>
    </message>
    <message>
        <source>remove some</source>
        <translation>entfernen Sie einige</translation>
    </message>
    <message>
        <source>Choose an option first.</source>
        <translation>Wählen Sie zuerst eine Option.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <source>The expected value cannot be computed: %1 (tell the lesson&apos;s author)</source>
        <translation>Der erwartete Wert lässt sich nicht berechnen: %1 (sagen Sie es der Autorin oder dem Autor der Lektion)</translation>
    </message>
    <message>
        <source>%1%2 is not the answer.</source>
        <translation>%1%2 ist nicht die Antwort.</translation>
    </message>
    <message>
        <source>You predicted %1; the run came out %2.</source>
        <translation>Sie haben „%1“ vorhergesagt; der Lauf ergab „%2“.</translation>
    </message>
    <message>
        <source>The prediction cannot be scored (type a percentage between 0 and 100).</source>
        <translation>Die Vorhersage lässt sich nicht bewerten (geben Sie einen Prozentwert zwischen 0 und 100 ein).</translation>
    </message>
    <message>
        <source>%1 is given twice (first on line %2)</source>
        <translation>%1 ist doppelt angegeben (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>remove one of them</source>
        <translation>entfernen Sie eine davon</translation>
    </message>
    <message>
        <source>give each a different id</source>
        <translation>geben Sie jedem eine andere Kennung</translation>
    </message>
    <message>
        <source>the %1 block has no %2 line</source>
        <translation>der Block %1 hat keine Zeile %2</translation>
    </message>
    <message>
        <source>add lines like `%1 a: ...`</source>
        <translation>fügen Sie Zeilen wie `%1 a: ...` hinzu</translation>
    </message>
    <message>
        <source>the %1 block lacks %2</source>
        <translation>dem Block %1 fehlt %2</translation>
    </message>
    <message>
        <source>add a line `%1: ...`</source>
        <translation>fügen Sie eine Zeile `%1: ...` hinzu</translation>
    </message>
    <message>
        <source>%1 needs an id after it</source>
        <translation>nach %1 fehlt eine Kennung</translation>
    </message>
    <message>
        <source>%1 takes no id, but %2 follows it</source>
        <translation>%1 hat keine Kennung, aber danach steht %2</translation>
    </message>
    <message>
        <source>key %1 must be lowercase</source>
        <translation>der Schlüssel %1 muss kleingeschrieben sein</translation>
    </message>
    <message>
        <source>%1 does not apply to a %2 chart</source>
        <translation>%1 gilt nicht für ein Diagramm vom Typ %2</translation>
    </message>
    <message>
        <source>remove it; the keys of a %1 chart are: %2</source>
        <translation>entfernen Sie ihn; die Schlüssel eines Diagramms vom Typ %1 sind: %2</translation>
    </message>
    <message>
        <source>unknown key %1 in a %2 block</source>
        <translation>unbekannter Schlüssel %1 in einem Block %2</translation>
    </message>
    <message>
        <source>the keys of %1 are: %2</source>
        <translation>die Schlüssel von %1 sind: %2</translation>
    </message>
    <message>
        <source>%1 and `values` both given</source>
        <translation>%1 und `values` sind beide angegeben</translation>
    </message>
    <message>
        <source>give either `values` (the only stops) or `min`/`max`/`step`, not both</source>
        <translation>geben Sie entweder `values` (die einzigen Stufen) oder `min`/`max`/`step` an, nicht beides</translation>
    </message>
    <message>
        <source>`values` must be ascending</source>
        <translation>`values` muss aufsteigend sein</translation>
    </message>
    <message>
        <source>list the stops from smallest to largest, each once</source>
        <translation>zählen Sie die Stufen vom kleinsten zum größten Wert auf, jede einmal</translation>
    </message>
    <message>
        <source>a `log` slider needs positive values</source>
        <translation>ein `log`-Schieberegler braucht positive Werte</translation>
    </message>
    <message>
        <source>make every value greater than 0, or remove `log`</source>
        <translation>machen Sie jeden Wert größer als 0 oder entfernen Sie `log`</translation>
    </message>
    <message>
        <source>default %1 is not one of `values`</source>
        <translation>der Standardwert %1 ist keiner der `values`</translation>
    </message>
    <message>
        <source>use one of: %1</source>
        <translation>verwenden Sie einen von: %1</translation>
    </message>
    <message>
        <source>the slider has neither `min` and `max` nor `values`</source>
        <translation>der Schieberegler hat weder `min` und `max` noch `values`</translation>
    </message>
    <message>
        <source>add `min: ...` and `max: ...` lines, or `values: 1, 4, 16`</source>
        <translation>fügen Sie Zeilen `min: ...` und `max: ...` oder `values: 1, 4, 16` hinzu</translation>
    </message>
    <message>
        <source>`max` (%1) is not above `min` (%2)</source>
        <translation>`max` (%1) liegt nicht über `min` (%2)</translation>
    </message>
    <message>
        <source>make `min` smaller than `max`</source>
        <translation>machen Sie `min` kleiner als `max`</translation>
    </message>
    <message>
        <source>a `log` slider needs `min` &gt; 0</source>
        <translation>ein `log`-Schieberegler braucht `min` &gt; 0</translation>
    </message>
    <message>
        <source>raise `min` above 0, or remove `log`</source>
        <translation>setzen Sie `min` über 0 oder entfernen Sie `log`</translation>
    </message>
    <message>
        <source>default %1 is outside %2..%3</source>
        <translation>der Standardwert %1 liegt außerhalb von %2..%3</translation>
    </message>
    <message>
        <source>pick a default between `min` and `max`</source>
        <translation>wählen Sie einen Standardwert zwischen `min` und `max`</translation>
    </message>
    <message>
        <source>default %1 is not a stop of the slider (stops are `min` plus whole steps of %2)</source>
        <translation>der Standardwert %1 ist keine Stufe des Schiebereglers (Stufen sind `min` plus ganze Schritte von %2)</translation>
    </message>
    <message>
        <source>use %1 or %2, or change `step`</source>
        <translation>verwenden Sie %1 oder %2 oder ändern Sie `step`</translation>
    </message>
    <message>
        <source>slider %1 is %2, beyond the largest a slider can show (%3)</source>
        <translation>Schieberegler %1 ist %2 und damit größer, als ein Schieberegler zeigen kann (%3)</translation>
    </message>
    <message>
        <source>keep `min`, `max` and `values` within -%1..%1</source>
        <translation>halten Sie `min`, `max` und `values` innerhalb von -%1..%1</translation>
    </message>
    <message>
        <source>slider %1 is %2, finer than the %3 decimals a slider shows</source>
        <translation>Schieberegler %1 ist %2 und damit feiner als die %3 Nachkommastellen, die ein Schieberegler zeigt</translation>
    </message>
    <message>
        <source>round it to %1 decimals (the smallest step is 0.000001)</source>
        <translation>runden Sie auf %1 Nachkommastellen (der kleinste Schritt ist 0.000001)</translation>
    </message>
    <message>
        <source>a choice needs at least two options</source>
        <translation>eine Auswahl braucht mindestens zwei Optionen</translation>
    </message>
    <message>
        <source>add another `option ID: label` line</source>
        <translation>fügen Sie eine weitere Zeile `option ID: Beschriftung` hinzu</translation>
    </message>
    <message>
        <source>`range` must be `lo, hi` with lo &lt; hi</source>
        <translation>`range` muss `lo, hi` mit lo &lt; hi sein</translation>
    </message>
    <message>
        <source>the %1 has no `scores`</source>
        <translation>%1 hat keine `scores`</translation>
    </message>
    <message>
        <source>add `scores: 2, 1, 0` (raw scores, one per key), or named sets `scores ID: ...` with `query: @choice`</source>
        <translation>fügen Sie `scores: 2, 1, 0` hinzu (rohe Scores, einer je Key) oder benannte Sätze `scores ID: ...` mit `query: @choice`</translation>
    </message>
    <message>
        <source>both `scores` and named `scores ID` sets given</source>
        <translation>sowohl `scores` als auch benannte Sätze `scores ID` angegeben</translation>
    </message>
    <message>
        <source>keep one form: named sets need `query: @choice`</source>
        <translation>behalten Sie eine Form: benannte Sätze brauchen `query: @choice`</translation>
    </message>
    <message>
        <source>named score sets but no `query`</source>
        <translation>benannte Score-Sätze, aber kein `query`</translation>
    </message>
    <message>
        <source>add `query: @name` naming a choice whose options are: %1</source>
        <translation>fügen Sie `query: @name` hinzu, das eine Auswahl mit diesen Optionen nennt: %1</translation>
    </message>
    <message>
        <source>`query` must follow a choice</source>
        <translation>`query` muss einer Auswahl folgen</translation>
    </message>
    <message>
        <source>write `query: @name`, where name is the `param` of a choice</source>
        <translation>schreiben Sie `query: @name`, wobei name der `param` einer Auswahl ist</translation>
    </message>
    <message>
        <source>`scale` is not used by a `buses` chart</source>
        <translation>ein `buses`-Diagramm verwendet `scale` nicht</translation>
    </message>
    <message>
        <source>remove it: the three buses always show none, sqrt and dk</source>
        <translation>entfernen Sie es: Die drei Busse zeigen immer none, sqrt und dk</translation>
    </message>
    <message>
        <source>head dimension %1 is not a whole number from 1 to %2</source>
        <translation>die Kopfdimension %1 ist keine ganze Zahl von 1 bis %2</translation>
    </message>
    <message>
        <source>use whole numbers such as 1, 64, 512</source>
        <translation>verwenden Sie ganze Zahlen wie 1, 64, 512</translation>
    </message>
    <message>
        <source>add `predict-prompt: ...` saying what the student predicts</source>
        <translation>fügen Sie `predict-prompt: ...` hinzu, das sagt, was vorhergesagt wird</translation>
    </message>
    <message>
        <source>%1 is unused without `predict`</source>
        <translation>%1 bleibt ohne `predict` unbenutzt</translation>
    </message>
    <message>
        <source>add `predict: direction` or `predict: max-weight`, or remove it</source>
        <translation>fügen Sie `predict: direction` oder `predict: max-weight` hinzu oder entfernen Sie es</translation>
    </message>
    <message>
        <source>`predict-dim` %1 is not one of `dims`</source>
        <translation>`predict-dim` %1 ist keiner der `dims`</translation>
    </message>
    <message>
        <source>%1 does not apply to a numeric question</source>
        <translation>%1 gilt nicht für eine Rechenfrage</translation>
    </message>
    <message>
        <source>numeric questions are graded by `expected` and `tolerance`; remove it or use `kind: single`</source>
        <translation>Rechenfragen werden über `expected` und `tolerance` bewertet; entfernen Sie es oder verwenden Sie `kind: single`</translation>
    </message>
    <message>
        <source>the numeric question has no `expected` value</source>
        <translation>die Rechenfrage hat keinen Wert `expected`</translation>
    </message>
    <message>
        <source>add `expected: ...`, a number or a formula such as `sqrt(dk)`</source>
        <translation>fügen Sie `expected: ...` hinzu, eine Zahl oder eine Formel wie `sqrt(dk)`</translation>
    </message>
    <message>
        <source>%1 applies only to numeric questions</source>
        <translation>%1 gilt nur für Rechenfragen</translation>
    </message>
    <message>
        <source>remove it, or use `kind: numeric`</source>
        <translation>entfernen Sie es oder verwenden Sie `kind: numeric`</translation>
    </message>
    <message>
        <source>add lines like `option a: ...` and `option b: ...`</source>
        <translation>fügen Sie Zeilen wie `option a: ...` und `option b: ...` hinzu</translation>
    </message>
    <message>
        <source>feedback for %1, which is not an option</source>
        <translation>Rückmeldung zu %1, das keine Option ist</translation>
    </message>
    <message>
        <source>use the id of an `option` line</source>
        <translation>verwenden Sie die Kennung einer `option`-Zeile</translation>
    </message>
    <message>
        <source>the question has no correct answer</source>
        <translation>die Frage hat keine richtige Antwort</translation>
    </message>
    <message>
        <source>add `answer: ID` naming the correct option</source>
        <translation>fügen Sie `answer: ID` mit der richtigen Option hinzu</translation>
    </message>
    <message>
        <source>add `answer: a, c` naming every correct option</source>
        <translation>fügen Sie `answer: a, c` mit allen richtigen Optionen hinzu</translation>
    </message>
    <message>
        <source>empty item in `answer`</source>
        <translation>leerer Eintrag in `answer`</translation>
    </message>
    <message>
        <source>remove the extra comma</source>
        <translation>entfernen Sie das überzählige Komma</translation>
    </message>
    <message>
        <source>answer %1 is not among the options</source>
        <translation>die Antwort %1 ist keine der Optionen</translation>
    </message>
    <message>
        <source>pinned %1 is not among the options</source>
        <translation>die festgehaltene Option %1 ist keine der Optionen</translation>
    </message>
    <message>
        <source>the answer to %1 is printed by the readout on line %2, so it can be copied</source>
        <translation>die Antwort auf %1 steht in der Anzeige in Zeile %2 und kann abgeschrieben werden</translation>
    </message>
    <message>
        <source>name the option to keep in place: %1</source>
        <translation>nennen Sie die Option, die an ihrem Platz bleiben soll: %1</translation>
    </message>
    <message>
        <source>name an option: %1</source>
        <translation>nennen Sie eine Option: %1</translation>
    </message>
    <message>
        <source>a single-choice question has one answer</source>
        <translation>eine Einfachauswahl-Frage hat genau eine Antwort</translation>
    </message>
    <message>
        <source>name one option, or use `kind: multi`</source>
        <translation>nennen Sie eine Option oder verwenden Sie `kind: multi`</translation>
    </message>
    <message>
        <source>parameter %1 is already set by the %2 on line %3</source>
        <translation>der Parameter %1 wird schon durch %2 in Zeile %3 gesetzt</translation>
    </message>
    <message>
        <source>duplicate id %1 (first used on line %2)</source>
        <translation>doppelte Kennung %1 (zuerst in Zeile %2 verwendet)</translation>
    </message>
    <message>
        <source>give each block its own id</source>
        <translation>geben Sie jedem Block eine eigene Kennung</translation>
    </message>
    <message>
        <source>`@%1` names no parameter</source>
        <translation>`@%1` nennt keinen Parameter</translation>
    </message>
    <message>
        <source>add a %1 with `param: %2`</source>
        <translation>fügen Sie %1 mit `param: %2` hinzu</translation>
    </message>
    <message>
        <source>%1 needs a %2, but `%3` is set by a %4</source>
        <translation>%1 braucht %2, aber `%3` wird durch %4 gesetzt</translation>
    </message>
    <message>
        <source>bind %1 to a %2&apos;s parameter</source>
        <translation>binden Sie %1 an den Parameter von %2</translation>
    </message>
    <message>
        <source>values above %1 up to %2</source>
        <translation>Werte über %1 bis %2</translation>
    </message>
    <message>
        <source>narrow the slider&apos;s range</source>
        <translation>verkleinern Sie den Bereich des Schiebereglers</translation>
    </message>
    <message>
        <source>in a formula `-` means minus, so parameter %1 reads as `%2`</source>
        <translation>in einer Formel bedeutet `-` minus, daher wird der Parameter %1 als `%2` gelesen</translation>
    </message>
    <message>
        <source>rename the parameter to %1 in its control and wherever it is read</source>
        <translation>benennen Sie den Parameter in seinem Bedienelement und überall, wo er gelesen wird, in %1 um</translation>
    </message>
    <message>
        <source>formula names %1, which no control defines</source>
        <translation>die Formel nennt %1, das kein Bedienelement festlegt</translation>
    </message>
    <message>
        <source>add a slider or toggle with `param: %1`</source>
        <translation>fügen Sie einen Schieberegler oder Schalter mit `param: %1` hinzu</translation>
    </message>
    <message>
        <source>%1 is a choice; its value is an option id, not a number</source>
        <translation>%1 ist eine Auswahl; ihr Wert ist eine Optionskennung, keine Zahl</translation>
    </message>
    <message>
        <source>use a slider or toggle parameter in formulas</source>
        <translation>verwenden Sie in Formeln den Parameter eines Schiebereglers oder Schalters</translation>
    </message>
    <message>
        <source>option %1 of choice `%2` has no score set here</source>
        <translation>Option %1 der Auswahl `%2` hat hier keinen Score-Satz</translation>
    </message>
    <message>
        <source>add `scores %1: ...` to this block</source>
        <translation>fügen Sie diesem Block `scores %1: ...` hinzu</translation>
    </message>
    <message>
        <source>control %1 is bound to nothing</source>
        <translation>das Bedienelement %1 ist an nichts gebunden</translation>
    </message>
    <message>
        <source>read it with `@%1` in a chart, table or lab key, or name it in a formula; otherwise remove the control</source>
        <translation>lesen Sie es mit `@%1` in einem Diagramm-, Tabellen- oder Labor-Schlüssel oder nennen Sie es in einer Formel; sonst entfernen Sie das Bedienelement</translation>
    </message>
    <message>
        <source>`reveal` names %1, which is no block of this lesson</source>
        <translation>`reveal` nennt %1, das kein Block dieser Lektion ist</translation>
    </message>
    <message>
        <source>use the id of a chart or table</source>
        <translation>verwenden Sie die Kennung eines Diagramms oder einer Tabelle</translation>
    </message>
    <message>
        <source>`reveal` names the %1 %2; only charts and tables can be revealed</source>
        <translation>`reveal` nennt %1 %2; aufdecken lassen sich nur Diagramme und Tabellen</translation>
    </message>
    <message>
        <source>formula %1 is undefined or infinite for every value of its parameters</source>
        <translation>die Formel %1 ist für jeden Wert ihrer Parameter undefiniert oder unendlich</translation>
    </message>
    <message>
        <source>look for a division by zero, such as `x / (t - t)`</source>
        <translation>suchen Sie nach einer Division durch null, etwa `x / (t - t)`</translation>
    </message>
    <message>
        <source>formula %1 is undefined or infinite at %2</source>
        <translation>die Formel %1 ist bei %2 undefiniert oder unendlich</translation>
    </message>
    <message>
        <source>keep the controls&apos; ranges away from that value, or change the formula</source>
        <translation>halten Sie die Bereiche der Bedienelemente von diesem Wert fern oder ändern Sie die Formel</translation>
    </message>
    <message>
        <source>start the file with a line `---`, then `id:`, `title:`, `summary:`, `minutes:` and `order:` lines, then `---`</source>
        <translation>beginnen Sie die Datei mit einer Zeile `---`, dann Zeilen `id:`, `title:`, `summary:`, `minutes:` und `order:`, dann `---`</translation>
    </message>
    <message>
        <source>the file does not start with a `---` header</source>
        <translation>die Datei beginnt nicht mit einem `---`-Kopf</translation>
    </message>
    <message>
        <source>the header is never closed</source>
        <translation>der Kopf wird nie geschlossen</translation>
    </message>
    <message>
        <source>add a line `---` after the last header line</source>
        <translation>fügen Sie nach der letzten Kopfzeile eine Zeile `---` hinzu</translation>
    </message>
    <message>
        <source>expected `key: value` in the header</source>
        <translation>im Kopf wird `key: value` erwartet</translation>
    </message>
    <message>
        <source>header key %1 must be lowercase</source>
        <translation>der Kopfschlüssel %1 muss kleingeschrieben sein</translation>
    </message>
    <message>
        <source>unknown header key %1</source>
        <translation>unbekannter Kopfschlüssel %1</translation>
    </message>
    <message>
        <source>the header keys are: </source>
        <translation>die Kopfschlüssel sind: </translation>
    </message>
    <message>
        <source>header key %1 is given twice (first on line %2)</source>
        <translation>der Kopfschlüssel %1 ist doppelt angegeben (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>header key %1 has no value</source>
        <translation>der Kopfschlüssel %1 hat keinen Wert</translation>
    </message>
    <message>
        <source>the header lacks %1</source>
        <translation>dem Kopf fehlt %1</translation>
    </message>
    <message>
        <source>add a line `%1: %2` to the header</source>
        <translation>fügen Sie dem Kopf eine Zeile `%1: %2` hinzu</translation>
    </message>
    <message>
        <source>lesson id</source>
        <translation>Lektionskennung</translation>
    </message>
    <message>
        <source>empty item in `requires`</source>
        <translation>leerer Eintrag in `requires`</translation>
    </message>
    <message>
        <source>required lesson id</source>
        <translation>vorausgesetzte Lektionskennung</translation>
    </message>
    <message>
        <source>the header has neither `order` nor `requires`</source>
        <translation>der Kopf hat weder `order` noch `requires`</translation>
    </message>
    <message>
        <source>add `order: N` (the lesson&apos;s place in the course) or `requires: other-lesson-id`</source>
        <translation>fügen Sie `order: N` (die Stelle der Lektion im Kurs) oder `requires: andere-lektion` hinzu</translation>
    </message>
    <message>
        <source>language %1 is not a language code</source>
        <translation>die Sprache %1 ist kein Sprachcode</translation>
    </message>
    <message>
        <source>write two or three lowercase letters, e.g. `en` or `de`</source>
        <translation>schreiben Sie zwei oder drei Kleinbuchstaben, z. B. `en` oder `de`</translation>
    </message>
    <message>
        <source>the file name marks the %1 variant but the header says `language: %2`</source>
        <translation>der Dateiname kennzeichnet die Variante %1, aber im Kopf steht `language: %2`</translation>
    </message>
    <message>
        <source>add `language: %1` to the header, or rename the file</source>
        <translation>fügen Sie dem Kopf `language: %1` hinzu oder benennen Sie die Datei um</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 muss eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>write a number from %1 to %2</source>
        <translation>schreiben Sie eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 is %2, outside %3..%4</source>
        <translation>%1 ist %2 und liegt außerhalb von %3..%4</translation>
    </message>
    <message>
        <source>%1 %2 is longer than %3 characters</source>
        <translation>%1 %2 ist länger als %3 Zeichen</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid id</source>
        <translation>%1 %2 ist keine gültige Kennung</translation>
    </message>
    <message>
        <source>use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>verwenden Sie Kleinbuchstaben, Ziffern und &apos;-&apos;, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <translation>meinten Sie %1?</translation>
    </message>
    <message>
        <source>file is %1 KiB, above the cap of %2 KiB</source>
        <translation>die Datei hat %1 KiB, mehr als die Obergrenze von %2 KiB</translation>
    </message>
    <message>
        <source>split it into several lessons</source>
        <translation>teilen Sie sie in mehrere Lektionen auf</translation>
    </message>
    <message>
        <source>invalid UTF-8 (byte 0x%1)</source>
        <translation>ungültiges UTF-8 (Byte 0x%1)</translation>
    </message>
    <message>
        <source>save the file as UTF-8 in your editor</source>
        <translation>speichern Sie die Datei in Ihrem Editor als UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>check that it exists and is readable</source>
        <translation>prüfen Sie, ob sie existiert und lesbar ist</translation>
    </message>
    <message>
        <source>block type %1 must be lowercase</source>
        <translation>der Blocktyp %1 muss kleingeschrieben sein</translation>
    </message>
    <message>
        <source>unknown block type %1</source>
        <translation>unbekannter Blocktyp %1</translation>
    </message>
    <message>
        <source>the %1 group is never closed</source>
        <translation>die Gruppe %1 wird nie geschlossen</translation>
    </message>
    <message>
        <source>add a %1 block after its last block</source>
        <translation>fügen Sie nach ihrem letzten Block einen Block %1 hinzu</translation>
    </message>
    <message>
        <source>images are not shown: lessons load no files</source>
        <translation>Bilder werden nicht angezeigt: Lektionen laden keine Dateien</translation>
    </message>
    <message>
        <source>describe the picture in words, or use a chart block</source>
        <translation>beschreiben Sie das Bild in Worten oder verwenden Sie einen Diagrammblock</translation>
    </message>
    <message>
        <source>code block is never closed before the %1 block on line %2</source>
        <translation>der Codeblock wird vor dem Block %1 in Zeile %2 nie geschlossen</translation>
    </message>
    <message>
        <source>add a line of %1 to end the code block</source>
        <translation>beenden Sie den Codeblock mit einer Zeile %1</translation>
    </message>
    <message>
        <source>code block is never closed</source>
        <translation>der Codeblock wird nie geschlossen</translation>
    </message>
    <message>
        <source>add a line of %1 after it</source>
        <translation>fügen Sie danach eine Zeile %1 hinzu</translation>
    </message>
    <message>
        <source>unexpected %1 after the block type</source>
        <translation>unerwartetes %1 nach dem Blocktyp</translation>
    </message>
    <message>
        <source>put keys on their own lines inside the block</source>
        <translation>schreiben Sie Schlüssel in eigene Zeilen innerhalb des Blocks</translation>
    </message>
    <message>
        <source>a continued value is indented with a tab</source>
        <translation>ein fortgesetzter Wert ist mit einem Tabulator eingerückt</translation>
    </message>
    <message>
        <source>indent the lines that continue a value by two spaces</source>
        <translation>rücken Sie Zeilen, die einen Wert fortsetzen, um zwei Leerzeichen ein</translation>
    </message>
    <message>
        <source>indented line without a key above it</source>
        <translation>eingerückte Zeile ohne Schlüssel darüber</translation>
    </message>
    <message>
        <source>start with `key: value`; indent only the lines that continue a value</source>
        <translation>beginnen Sie mit `key: value`; rücken Sie nur Zeilen ein, die einen Wert fortsetzen</translation>
    </message>
    <message>
        <source>expected `key: value` in a %1 block</source>
        <translation>in einem Block %1 wird `key: value` erwartet</translation>
    </message>
    <message>
        <source>write one `key: value` per line; continue a long value on lines indented by two spaces</source>
        <translation>schreiben Sie ein `key: value` je Zeile; setzen Sie einen langen Wert in Zeilen fort, die um zwei Leerzeichen eingerückt sind</translation>
    </message>
    <message>
        <source>more than %1 key lines in one block</source>
        <translation>mehr als %1 Schlüsselzeilen in einem Block</translation>
    </message>
    <message>
        <source>split the block into several blocks</source>
        <translation>teilen Sie den Block in mehrere Blöcke auf</translation>
    </message>
    <message>
        <source>the %1 block is never closed</source>
        <translation>der Block %1 wird nie geschlossen</translation>
    </message>
    <message>
        <source>add a line of %1 after its last key</source>
        <translation>fügen Sie nach seinem letzten Schlüssel eine Zeile %1 hinzu</translation>
    </message>
    <message>
        <source>more than %1 blocks in one lesson</source>
        <translation>mehr als %1 Blöcke in einer Lektion</translation>
    </message>
    <message>
        <source>split the lesson into several files</source>
        <translation>teilen Sie die Lektion auf mehrere Dateien auf</translation>
    </message>
    <message>
        <source>groups do not nest: the %1 opened on line %2 is still open</source>
        <translation>Gruppen lassen sich nicht verschachteln: %1 aus Zeile %2 ist noch offen</translation>
    </message>
    <message>
        <source>add %1 before this block</source>
        <translation>fügen Sie vor diesem Block %1 hinzu</translation>
    </message>
    <message>
        <source>%1 closes no open %2</source>
        <translation>%1 schließt kein offenes %2</translation>
    </message>
    <message>
        <source>close the open %1 with %2</source>
        <translation>schließen Sie das offene %1 mit %2</translation>
    </message>
    <message>
        <source>remove it, or add a %1 block before the blocks it should hold</source>
        <translation>entfernen Sie es oder fügen Sie vor den Blöcken, die es umfassen soll, einen Block %1 hinzu</translation>
    </message>
    <message>
        <source>a `step` block outside a walkthrough</source>
        <translation>ein `step`-Block außerhalb eines Walkthroughs</translation>
    </message>
    <message>
        <source>put steps between `walkthrough` and `walkthrough-end`</source>
        <translation>setzen Sie Schritte zwischen `walkthrough` und `walkthrough-end`</translation>
    </message>
    <message>
        <source>text between `walkthrough` and its first `step`</source>
        <translation>Text zwischen `walkthrough` und seinem ersten `step`</translation>
    </message>
    <message>
        <source>a %1 block between `walkthrough` and its first `step`</source>
        <translation>ein Block %1 zwischen `walkthrough` und seinem ersten `step`</translation>
    </message>
    <message>
        <source>add a `step` block before it</source>
        <translation>fügen Sie davor einen `step`-Block hinzu</translation>
    </message>
    <message>
        <source>the walkthrough has no `step`</source>
        <translation>der Walkthrough hat keinen `step`</translation>
    </message>
    <message>
        <source>add at least one `step` block with a `title`</source>
        <translation>fügen Sie mindestens einen `step`-Block mit `title` hinzu</translation>
    </message>
    <message>
        <source>the quick check holds no question</source>
        <translation>der Schnelltest enthält keine Frage</translation>
    </message>
    <message>
        <source>add `question` blocks before `quickcheck-end`</source>
        <translation>fügen Sie vor `quickcheck-end` `question`-Blöcke hinzu</translation>
    </message>
    <message>
        <source>%1 has no value</source>
        <translation>%1 hat keinen Wert</translation>
    </message>
    <message>
        <source>write a value after the colon, or remove the line</source>
        <translation>schreiben Sie einen Wert hinter den Doppelpunkt oder entfernen Sie die Zeile</translation>
    </message>
    <message>
        <source>%1 cannot be bound to a parameter</source>
        <translation>%1 kann nicht an einen Parameter gebunden werden</translation>
    </message>
    <message>
        <source>write a fixed value</source>
        <translation>schreiben Sie einen festen Wert</translation>
    </message>
    <message>
        <source>%1 is not a parameter name</source>
        <translation>%1 ist kein Parametername</translation>
    </message>
    <message>
        <source>write `@name`, where name is the `param` of a %1</source>
        <translation>schreiben Sie `@name`, wobei name der `param` von %1 ist</translation>
    </message>
    <message>
        <source>%1 is not a valid parameter name</source>
        <translation>%1 ist kein gültiger Parametername</translation>
    </message>
    <message>
        <source>use lowercase letters, digits and &apos;_&apos;, starting with a letter, at most %1 characters</source>
        <translation>verwenden Sie Kleinbuchstaben, Ziffern und &apos;_&apos;, beginnend mit einem Buchstaben, höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 ist weder true noch false</translation>
    </message>
    <message>
        <source>write `true` or `false` (or on/off, yes/no)</source>
        <translation>schreiben Sie `true` oder `false` (oder on/off, yes/no)</translation>
    </message>
    <message>
        <source>%1 is not a valid %2</source>
        <translation>%1 ist kein gültiges %2</translation>
    </message>
    <message>
        <source>write one of `%1`</source>
        <translation>schreiben Sie eines von `%1`</translation>
    </message>
    <message>
        <source>%1 is not one of the options</source>
        <translation>%1 ist keine der Optionen</translation>
    </message>
    <message>
        <source>write the id of an `option` line</source>
        <translation>schreiben Sie die Kennung einer `option`-Zeile</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <translation>%1 muss eine Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>write digits, e.g. `16` or `0.5`</source>
        <translation>schreiben Sie Ziffern, z. B. `16` oder `0.5`</translation>
    </message>
    <message>
        <source>write digits, e.g. `16`, or `@name` to follow a %1</source>
        <translation>schreiben Sie Ziffern, z. B. `16`, oder `@name`, um %1 zu folgen</translation>
    </message>
    <message>
        <source>remove the fraction</source>
        <translation>entfernen Sie die Nachkommastellen</translation>
    </message>
    <message>
        <source>%1 is %2, above the cap of %3</source>
        <translation>%1 ist %2, mehr als die Obergrenze von %3</translation>
    </message>
    <message>
        <source>use at most %1: larger values would make the application freeze</source>
        <translation>verwenden Sie höchstens %1: Größere Werte ließen die Anwendung hängen</translation>
    </message>
    <message>
        <source>%1 is %2, but it must be at most %3</source>
        <translation>%1 ist %2, darf aber höchstens %3 sein</translation>
    </message>
    <message>
        <source>use a smaller value</source>
        <translation>verwenden Sie einen kleineren Wert</translation>
    </message>
    <message>
        <source>%1 is %2, but it must be greater than %3</source>
        <translation>%1 ist %2, muss aber größer als %3 sein</translation>
    </message>
    <message>
        <source>use a positive value</source>
        <translation>verwenden Sie einen positiven Wert</translation>
    </message>
    <message>
        <source>%1 is %2, but it must be at least %3</source>
        <translation>%1 ist %2, muss aber mindestens %3 sein</translation>
    </message>
    <message>
        <source>use a value of at least %1</source>
        <translation>verwenden Sie einen Wert von mindestens %1</translation>
    </message>
    <message>
        <source>%1 is %2, but it must be greater than %3 and at most %4</source>
        <translation>%1 ist %2, muss aber größer als %3 und höchstens %4 sein</translation>
    </message>
    <message>
        <source>use a value in that range</source>
        <translation>verwenden Sie einen Wert in diesem Bereich</translation>
    </message>
    <message>
        <source>use a value from %1 to %2</source>
        <translation>verwenden Sie einen Wert von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 needs at least %2 numbers, got %3</source>
        <translation>%1 braucht mindestens %2 Zahlen, hat aber %3</translation>
    </message>
    <message>
        <source>add numbers separated by commas</source>
        <translation>fügen Sie durch Kommas getrennte Zahlen hinzu</translation>
    </message>
    <message>
        <source>%1 needs exactly two numbers</source>
        <translation>%1 braucht genau zwei Zahlen</translation>
    </message>
    <message>
        <source>write numbers, parameter names, + - * / ^ and functions such as sqrt(dk)</source>
        <translation>schreiben Sie Zahlen, Parameternamen, + - * / ^ und Funktionen wie sqrt(dk)</translation>
    </message>
    <message>
        <source>formula %1 does not parse: %2</source>
        <translation>die Formel %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>the readout holds no `{formula}`</source>
        <translation>die Anzeige enthält keine `{Formel}`</translation>
    </message>
    <message>
        <source>add e.g. `{sqrt(dk)|2}`, or use plain prose instead</source>
        <translation>fügen Sie z. B. `{sqrt(dk)|2}` hinzu oder verwenden Sie stattdessen normalen Text</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>sie ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>it does not hold a progress record</source>
        <translation>sie enthält keinen Lernstand</translation>
    </message>
    <message>
        <source>it has no valid &quot;version&quot; field</source>
        <translation>sie hat kein gültiges Feld „version“</translation>
    </message>
    <message>
        <source>it was written by a newer version of Attention Lab (record version %1; this version reads %2)</source>
        <translation>sie wurde von einer neueren Version von Attention Lab geschrieben (Lernstand-Version %1; diese Version liest %2)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>Your progress file %1 could not be used: %2. It was kept as %3 and a fresh record was started. To get your answers back, install the Attention Lab version that wrote it, or send the backup to your instructor.</source>
        <translation>Ihre Fortschrittsdatei %1 konnte nicht verwendet werden: %2. Sie wurde als %3 aufbewahrt, und ein neuer Lernstand wurde begonnen. Um Ihre Antworten zurückzubekommen, installieren Sie die Version von Attention Lab, die sie geschrieben hat, oder schicken Sie die Sicherung an Ihre Lehrkraft.</translation>
    </message>
    <message>
        <source>Your progress file %1 could not be used: %2, and it could not be moved aside as a backup. Nothing will be saved over it: move or copy the file away, then restart Attention Lab.</source>
        <translation>Ihre Fortschrittsdatei %1 konnte nicht verwendet werden: %2, und sie ließ sich nicht als Sicherung beiseitelegen. Sie wird nicht überschrieben: Verschieben oder kopieren Sie die Datei an einen anderen Ort und starten Sie Attention Lab neu.</translation>
    </message>
    <message>
        <source>the unreadable progress file %1 was not backed up, so it is not overwritten (move it away and restart)</source>
        <translation>die unlesbare Fortschrittsdatei %1 wurde nicht gesichert und wird daher nicht überschrieben (verschieben Sie sie und starten Sie neu)</translation>
    </message>
    <message>
        <source>cannot create the folder %1 (check its permissions)</source>
        <translation>der Ordner %1 kann nicht angelegt werden (prüfen Sie die Rechte)</translation>
    </message>
    <message>
        <source>cannot write %1: %2 (check the folder&apos;s permissions and free space)</source>
        <translation>%1 kann nicht geschrieben werden: %2 (prüfen Sie die Rechte des Ordners und den freien Speicherplatz)</translation>
    </message>
    <message>
        <source>cannot save %1: %2 (check free space)</source>
        <translation>%1 kann nicht gespeichert werden: %2 (prüfen Sie den freien Speicherplatz)</translation>
    </message>
    <message>
        <source>type a number such as %1</source>
        <translation>geben Sie eine Zahl wie %1 ein</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>type digits, e.g. %1 or %2</source>
        <translation>geben Sie Ziffern ein, z. B. %1 oder %2</translation>
    </message>
    <message>
        <source>“%1” is too large to compute with</source>
        <translation>„%1“ ist zu groß zum Rechnen</translation>
    </message>
    <message>
        <source>type numbers separated by “;”, e.g. %1</source>
        <translation>geben Sie Zahlen getrennt durch „;“ ein, z. B. %1</translation>
    </message>
    <message>
        <source>type numbers separated by commas, e.g. %1</source>
        <translation>geben Sie Zahlen getrennt durch Kommas ein, z. B. %1</translation>
    </message>
    <message>
        <source>“%1” is ambiguous: a comma here is a decimal comma</source>
        <translation>„%1“ ist mehrdeutig: Ein Komma ist hier ein Dezimalkomma</translation>
    </message>
    <message>
        <source>remove the extra separator or type a number there</source>
        <translation>entfernen Sie das überzählige Trennzeichen oder geben Sie dort eine Zahl ein</translation>
    </message>
    <message>
        <source>“%1” is too large: each number must be at most %2 in size</source>
        <translation>„%1“ ist zu groß: Jede Zahl darf betragsmäßig höchstens %2 sein</translation>
    </message>
    <message>
        <source>“%1” is not an option of this question.</source>
        <translation>„%1“ ist keine Option dieser Frage.</translation>
    </message>
    <message>
        <source>Correct.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>sharper</source>
        <translation>spitzer</translation>
    </message>
    <message>
        <source>flatter</source>
        <translation>flacher</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>the line is %1 characters long, above the cap of %2</source>
        <translation>die Zeile ist %1 Zeichen lang, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>break it into several lines (a paragraph may span many)</source>
        <translation>brechen Sie sie in mehrere Zeilen um (ein Absatz darf viele umfassen)</translation>
    </message>
    <message>
        <source>%1 characters without a space, above the cap of %2</source>
        <translation>%1 Zeichen ohne Leerzeichen, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>break the text with spaces; for a long web address use a shorter one</source>
        <translation>trennen Sie den Text mit Leerzeichen; verwenden Sie statt einer langen Webadresse eine kürzere</translation>
    </message>
    <message>
        <source>the lines from here to line %1 hold more than %2 characters without a blank line or a fence</source>
        <translation>die Zeilen von hier bis Zeile %1 enthalten mehr als %2 Zeichen ohne Leerzeile oder Blockgrenze</translation>
    </message>
    <message>
        <source>split the paragraph (or block) with blank lines, or split the block into several</source>
        <translation>teilen Sie den Absatz (oder Block) mit Leerzeilen oder teilen Sie den Block in mehrere auf</translation>
    </message>
    <message>
        <source>more than %1 `$...$` formulas in one lesson</source>
        <translation>mehr als %1 `$...$`-Formeln in einer Lektion</translation>
    </message>
    <message>
        <source>split the lesson into several</source>
        <translation>teilen Sie die Lektion in mehrere auf</translation>
    </message>
    <message>
        <source>the readout holds %1 `{...}` expressions, above the cap of %2</source>
        <translation>die Anzeige enthält %1 `{...}`-Ausdrücke, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>split it into several readouts</source>
        <translation>teilen Sie sie in mehrere Anzeigen auf</translation>
    </message>
    <message>
        <source>the blocks of this lesson hold more than %1 characters</source>
        <translation>die Blöcke dieser Lektion enthalten mehr als %1 Zeichen</translation>
    </message>
    <message>
        <source>move text into prose, or split the lesson</source>
        <translation>verschieben Sie Text in den Fließtext oder teilen Sie die Lektion auf</translation>
    </message>
    <message>
        <source>%1 more places are above the caps on lines, words and readouts</source>
        <translation>%1 weitere Stellen überschreiten die Obergrenzen für Zeilen, Wörter und Anzeigen</translation>
    </message>
    <message>
        <source>fix the ones above first</source>
        <translation>beheben Sie zuerst die obigen</translation>
    </message>
    <message>
        <source>describe the picture in words, or draw it with a chart block</source>
        <translation>beschreiben Sie das Bild in Worten oder zeichnen Sie es mit einem Diagrammblock</translation>
    </message>
    <message>
        <source>display math `$$` is not supported (use a `formula` block, or `$...$`)</source>
        <translation>abgesetzte Formeln mit `$$` werden nicht unterstützt (verwenden Sie einen `formula`-Block oder `$...$`)</translation>
    </message>
    <message>
        <source>math is not closed (add the closing `$`, or write `\$` for a literal dollar sign)</source>
        <translation>die Formel wird nicht geschlossen (fügen Sie das schließende `$` hinzu oder schreiben Sie `\$` für ein Dollarzeichen)</translation>
    </message>
    <message>
        <source>`\%1` needs its text in braces (write `\%1{...}`)</source>
        <translation>`\%1` braucht seinen Text in geschweiften Klammern (schreiben Sie `\%1{...}`)</translation>
    </message>
    <message>
        <source>`{` is never closed in math (add a `}`)</source>
        <translation>`{` wird in der Formel nie geschlossen (fügen Sie `}` hinzu)</translation>
    </message>
    <message>
        <source>`\%1` needs a delimiter (write e.g. `\%1(` or `\%1.`)</source>
        <translation>`\%1` braucht ein Begrenzungszeichen (schreiben Sie z. B. `\%1(` oder `\%1.`)</translation>
    </message>
    <message>
        <source>`%1` cannot follow `\%2` (use ( ) [ ] \{ \} | \| \langle \rangle or `.` for none)</source>
        <translation>`%1` darf nicht auf `\%2` folgen (verwenden Sie ( ) [ ] \{ \} | \| \langle \rangle oder `.` für keines)</translation>
    </message>
    <message>
        <source>`\left` is never closed (add `\right)` or `\right.`)</source>
        <translation>`\left` wird nie geschlossen (fügen Sie `\right)` oder `\right.` hinzu)</translation>
    </message>
    <message>
        <source>`\%1` needs a name in braces (write `\%1{pmatrix}`)</source>
        <translation>`\%1` braucht einen Namen in geschweiften Klammern (schreiben Sie `\%1{pmatrix}`)</translation>
    </message>
    <message>
        <source>unknown environment `%1` (math supports pmatrix, bmatrix and matrix)</source>
        <translation>unbekannte Umgebung `%1` (unterstützt werden pmatrix, bmatrix und matrix)</translation>
    </message>
    <message>
        <source>`\begin{%1}` is never closed (add `\end{%1}`)</source>
        <translation>`\begin{%1}` wird nie geschlossen (fügen Sie `\end{%1}` hinzu)</translation>
    </message>
    <message>
        <source>a lone `\` at the end of math (remove it or write `\$`)</source>
        <translation>ein einzelnes `\` am Ende der Formel (entfernen Sie es oder schreiben Sie `\$`)</translation>
    </message>
    <message>
        <source>`\\` breaks rows of a matrix only (remove it)</source>
        <translation>`\\` trennt nur Zeilen einer Matrix (entfernen Sie es)</translation>
    </message>
    <message>
        <source>unknown math command `\%1`</source>
        <translation>unbekannter Formelbefehl `\%1`</translation>
    </message>
    <message>
        <source>`\end` without a `\begin` before it (remove it)</source>
        <translation>`\end` ohne vorheriges `\begin` (entfernen Sie es)</translation>
    </message>
    <message>
        <source>unknown math command `\%1` (see &quot;Math&quot; in the format reference for the supported ones)</source>
        <translation>unbekannter Formelbefehl `\%1` (die unterstützten stehen unter „Math“ in der Formatreferenz)</translation>
    </message>
    <message>
        <source>unmatched `}` in math (remove it or add the `{` it closes)</source>
        <translation>`}` ohne Gegenstück in der Formel (entfernen Sie es oder fügen Sie das `{` hinzu, das es schließt)</translation>
    </message>
    <message>
        <source>`\right` without a `\left` before it (add `\left(` where the pair opens, or remove it)</source>
        <translation>`\right` ohne vorheriges `\left` (fügen Sie `\left(` dort ein, wo das Paar beginnt, oder entfernen Sie es)</translation>
    </message>
    <message>
        <source>double superscript (group it: `{x&apos;}^2`)</source>
        <translation>doppelter Exponent (gruppieren Sie: `{x&apos;}^2`)</translation>
    </message>
    <message>
        <source>double superscript (write `x^{ab}`, or group: `{x^a}^b`)</source>
        <translation>doppelter Exponent (schreiben Sie `x^{ab}` oder gruppieren Sie: `{x^a}^b`)</translation>
    </message>
    <message>
        <source>double subscript (write `x_{ab}`, or group: `{x_a}_b`)</source>
        <translation>doppelter Index (schreiben Sie `x_{ab}` oder gruppieren Sie: `{x_a}_b`)</translation>
    </message>
    <message>
        <source>%1 needs something after it (write e.g. `%1{...}`)</source>
        <translation>nach %1 muss etwas folgen (schreiben Sie z. B. `%1{...}`)</translation>
    </message>
    <message>
        <source>math nests more than %1 levels deep (braces, scripts, fractions and roots inside each other); split or simplify the formula</source>
        <translation>die Formel ist tiefer als %1 Ebenen verschachtelt (Klammern, Indizes, Brüche und Wurzeln ineinander); teilen oder vereinfachen Sie die Formel</translation>
    </message>
    <message>
        <source>`$` inside math (write `\$` for a dollar sign)</source>
        <translation>`$` innerhalb einer Formel (schreiben Sie `\$` für ein Dollarzeichen)</translation>
    </message>
    <message>
        <source>`&amp;` only separates matrix cells (write `\&amp;` for an ampersand)</source>
        <translation>`&amp;` trennt nur Matrixzellen (schreiben Sie `\&amp;` für ein kaufmännisches Und)</translation>
    </message>
    <message>
        <source>`%1` is not allowed in math (write `\%1`)</source>
        <translation>`%1` ist in Formeln nicht erlaubt (schreiben Sie `\%1`)</translation>
    </message>
    <message>
        <source>this character cannot appear in math (remove it)</source>
        <translation>dieses Zeichen darf nicht in einer Formel stehen (entfernen Sie es)</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>minus</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>is less than</source>
        <translation>ist kleiner als</translation>
    </message>
    <message>
        <source>is greater than</source>
        <translation>ist größer als</translation>
    </message>
    <message>
        <source>divided by</source>
        <translation>geteilt durch</translation>
    </message>
    <message>
        <source>times</source>
        <translation>mal</translation>
    </message>
    <message>
        <source>prime</source>
        <translation>Strich</translation>
    </message>
    <message>
        <source>open paren</source>
        <translation>Klammer auf</translation>
    </message>
    <message>
        <source>close paren</source>
        <translation>Klammer zu</translation>
    </message>
    <message>
        <source>the fraction %1 over %2, end fraction</source>
        <translation>der Bruch %1 durch %2, Ende des Bruchs</translation>
    </message>
    <message>
        <source>square root of %1</source>
        <translation>Wurzel aus %1</translation>
    </message>
    <message>
        <source>square root of %1, end root</source>
        <translation>Wurzel aus %1, Ende der Wurzel</translation>
    </message>
    <message>
        <source>open %1, close</source>
        <translation>Klammer auf %1, Klammer zu</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>matrix, %1, end matrix</source>
        <translation>Matrix, %1, Ende der Matrix</translation>
    </message>
    <message>
        <source> sub </source>
        <translation> Index </translation>
    </message>
    <message>
        <source> squared</source>
        <translation> Quadrat</translation>
    </message>
    <message>
        <source> to the power </source>
        <translation> hoch </translation>
    </message>
    <message>
        <source>write e.g. `title: My lesson`</source>
        <translation>schreiben Sie z. B. `title: Meine Lektion`</translation>
    </message>
    <message>
        <source>write e.g. `%1: %2`</source>
        <translation>schreiben Sie z. B. `%1: %2`</translation>
    </message>
    <message>
        <source>holds %1 where an object belongs</source>
        <translation>enthält %1, wo ein Objekt hingehört</translation>
    </message>
    <message>
        <source>holds %1 where a lesson&apos;s record belongs</source>
        <translation>enthält %1, wo der Lernstand einer Lektion hingehört</translation>
    </message>
    <message>
        <source>holds %1 where a lesson id belongs</source>
        <translation>enthält %1, wo eine Lektionskennung hingehört</translation>
    </message>
    <message>
        <source>holds %1 where the learner&apos;s id belongs</source>
        <translation>enthält %1, wo die Kennung der lernenden Person hingehört</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>sie ist keine normale Datei</translation>
    </message>
    <message>
        <source>Your progress file %1 could not be fully used: %2. It is left as it is and shown as far as this version understands it, but nothing you do now is saved to it. To keep working on your record, use the Attention Lab version that wrote it.</source>
        <translation>Ihre Fortschrittsdatei %1 konnte nicht vollständig verwendet werden: %2. Sie bleibt unverändert und wird angezeigt, soweit diese Version sie versteht, aber nichts, was Sie jetzt tun, wird darin gespeichert. Um an Ihrem Lernstand weiterzuarbeiten, verwenden Sie die Version von Attention Lab, die sie geschrieben hat.</translation>
    </message>
    <message>
        <source>; and %1 more</source>
        <translation>; und %1 weitere</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of your progress file %1 could not be read (%2). They are kept in the file exactly as they were and do not count as answered. A newer Attention Lab may read them; or send the file to your instructor.</source>
        <translation>
            <numerusform>%n Teil Ihrer Fortschrittsdatei %1 konnte nicht gelesen werden (%2). Er bleibt unverändert in der Datei und zählt nicht als beantwortet. Eine neuere Version von Attention Lab kann ihn vielleicht lesen; oder schicken Sie die Datei an Ihre Lehrkraft.</numerusform>
            <numerusform>%n Teile Ihrer Fortschrittsdatei %1 konnten nicht gelesen werden (%2). Sie bleiben unverändert in der Datei und zählen nicht als beantwortet. Eine neuere Version von Attention Lab kann sie vielleicht lesen; oder schicken Sie die Datei an Ihre Lehrkraft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your progress file %1 could not be used: %2. It is left as it is, and nothing is saved in this session.</source>
        <translation>Ihre Fortschrittsdatei %1 konnte nicht verwendet werden: %2. Sie bleibt unverändert, und in dieser Sitzung wird nichts gespeichert.</translation>
    </message>
    <message>
        <source>the progress file %1 is open read-only in this session</source>
        <translation>die Fortschrittsdatei %1 ist in dieser Sitzung schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>einen Text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an answer record</source>
        <translation>einen Antworteintrag</translation>
    </message>
    <message>
        <source>a prediction record</source>
        <translation>einen Vorhersageeintrag</translation>
    </message>
    <message>
        <source>an explain-it-back record</source>
        <translation>einen Erklärungseintrag</translation>
    </message>
    <message>
        <source>holds %1 where a step number belongs</source>
        <translation>enthält %1, wo eine Schrittnummer hingehört</translation>
    </message>
    <message>
        <source>holds %1 where a whole number belongs</source>
        <translation>enthält %1, wo eine ganze Zahl hingehört</translation>
    </message>
    <message>
        <source>holds %1 where a text belongs</source>
        <translation>enthält %1, wo ein Text hingehört</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; is no time stamp</source>
        <translation>das Feld „%1“ ist kein Zeitstempel</translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation>eine Liste von Texten</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>eine Liste ganzer Zahlen</translation>
    </message>
    <message>
        <source>an object of numbers</source>
        <translation>ein Objekt aus Zahlen</translation>
    </message>
    <message>
        <source>cannot read %1 to back it up: %2</source>
        <translation>%1 kann zum Sichern nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>check that it is readable</source>
        <translation>prüfen Sie, ob sie lesbar ist</translation>
    </message>
    <message>
        <source>check that it exists</source>
        <translation>prüfen Sie, ob sie existiert</translation>
    </message>
    <message>
        <source>the link leads nowhere</source>
        <translation>der Link führt ins Leere</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is not a regular file (a folder, FIFO, device or socket)</source>
        <translation>sie ist keine normale Datei (ein Ordner, FIFO, Gerät oder Socket)</translation>
    </message>
    <message>
        <source>lesson files are ordinary text files</source>
        <translation>Lektionsdateien sind normale Textdateien</translation>
    </message>
    <message>
        <source>it is a link to a file outside the lesson folder (%1)</source>
        <translation>sie ist ein Link auf eine Datei außerhalb des Lektionsordners (%1)</translation>
    </message>
    <message>
        <source>copy the file into the folder instead of linking to it</source>
        <translation>kopieren Sie die Datei in den Ordner, statt auf sie zu verlinken</translation>
    </message>
    <message>
        <source>Raw logits, scaled logits and softmax</source>
        <translation>Rohe Logits, skalierte Logits und Softmax</translation>
    </message>
    <message>
        <source>checked %1: %2, %3</source>
        <translation>%1 geprüft: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the question has %n option(s); it needs at least two</source>
        <translation>
            <numerusform>die Frage hat %n Option; sie braucht mindestens zwei</numerusform>
            <numerusform>die Frage hat %n Optionen; sie braucht mindestens zwei</numerusform>
        </translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <source>beta</source>
        <translation>Beta</translation>
    </message>
    <message>
        <source>gamma</source>
        <translation>Gamma</translation>
    </message>
    <message>
        <source>delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <source>epsilon</source>
        <translation>Epsilon</translation>
    </message>
    <message>
        <source>zeta</source>
        <translation>Zeta</translation>
    </message>
    <message>
        <source>eta</source>
        <translation>Eta</translation>
    </message>
    <message>
        <source>theta</source>
        <translation>Theta</translation>
    </message>
    <message>
        <source>iota</source>
        <translation>Iota</translation>
    </message>
    <message>
        <source>kappa</source>
        <translation>Kappa</translation>
    </message>
    <message>
        <source>lambda</source>
        <translation>Lambda</translation>
    </message>
    <message>
        <source>mu</source>
        <translation>My</translation>
    </message>
    <message>
        <source>nu</source>
        <translation>Ny</translation>
    </message>
    <message>
        <source>xi</source>
        <translation>Xi</translation>
    </message>
    <message>
        <source>omicron</source>
        <translation>Omicron</translation>
    </message>
    <message>
        <source>pi</source>
        <translation>Pi</translation>
    </message>
    <message>
        <source>rho</source>
        <translation>Rho</translation>
    </message>
    <message>
        <source>sigma</source>
        <translation>Sigma</translation>
    </message>
    <message>
        <source>tau</source>
        <translation>Tau</translation>
    </message>
    <message>
        <source>upsilon</source>
        <translation>Upsilon</translation>
    </message>
    <message>
        <source>phi</source>
        <translation>Phi</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>psi</source>
        <translation>Psi</translation>
    </message>
    <message>
        <source>omega</source>
        <translation>Omega</translation>
    </message>
    <message>
        <source>capital gamma</source>
        <translation>großes Gamma</translation>
    </message>
    <message>
        <source>capital delta</source>
        <translation>großes Delta</translation>
    </message>
    <message>
        <source>capital theta</source>
        <translation>großes Theta</translation>
    </message>
    <message>
        <source>capital lambda</source>
        <translation>großes Lambda</translation>
    </message>
    <message>
        <source>capital xi</source>
        <translation>großes Xi</translation>
    </message>
    <message>
        <source>capital pi</source>
        <translation>großes Pi</translation>
    </message>
    <message>
        <source>capital sigma</source>
        <translation>großes Sigma</translation>
    </message>
    <message>
        <source>capital upsilon</source>
        <translation>großes Upsilon</translation>
    </message>
    <message>
        <source>capital phi</source>
        <translation>großes Phi</translation>
    </message>
    <message>
        <source>capital psi</source>
        <translation>großes Psi</translation>
    </message>
    <message>
        <source>capital omega</source>
        <translation>großes Omega</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>plus or minus</source>
        <translation>plus oder minus</translation>
    </message>
    <message>
        <source>goes to</source>
        <translation>geht gegen</translation>
    </message>
    <message>
        <source>is approximately</source>
        <translation>ist ungefähr</translation>
    </message>
    <message>
        <source>is at most</source>
        <translation>ist höchstens</translation>
    </message>
    <message>
        <source>is at least</source>
        <translation>ist mindestens</translation>
    </message>
    <message>
        <source>is not equal to</source>
        <translation>ist ungleich</translation>
    </message>
    <message>
        <source>in</source>
        <translation>in</translation>
    </message>
    <message>
        <source>is distributed as</source>
        <translation>ist verteilt wie</translation>
    </message>
    <message>
        <source>is proportional to</source>
        <translation>ist proportional zu</translation>
    </message>
    <message>
        <source>given</source>
        <translation>gegeben</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>partiell</translation>
    </message>
    <message>
        <source>transpose</source>
        <translation>transponiert</translation>
    </message>
    <message>
        <source>dot dot dot</source>
        <translation>Punkt Punkt Punkt</translation>
    </message>
    <message>
        <source>the sum</source>
        <translation>die Summe</translation>
    </message>
    <message>
        <source>the product</source>
        <translation>das Produkt</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>Grenzwert</translation>
    </message>
    <message>
        <source>exp</source>
        <translation>exp</translation>
    </message>
    <message>
        <source>log</source>
        <translation>log</translation>
    </message>
    <message>
        <source>natural log</source>
        <translation>natürlicher Logarithmus</translation>
    </message>
    <message>
        <source>sine</source>
        <translation>Sinus</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <source>tanh</source>
        <translation>tanh</translation>
    </message>
    <message>
        <source>`{{` opens a button name but no `}}` closes it on the same line</source>
        <translation>`{{` beginnt einen Schaltflächennamen, aber kein `}}` schließt ihn in derselben Zeile</translation>
    </message>
    <message>
        <source>write a role such as `{{run}}`, or `\{{` to show two literal braces</source>
        <translation>schreiben Sie eine Rolle wie `{{run}}`, oder `\{{` für zwei geschweifte Klammern als Text</translation>
    </message>
    <message>
        <source>the roles are: %1</source>
        <translation>die Rollen sind: %1</translation>
    </message>
    <message>
        <source>did you mean `{{%1}}`? The roles are: %2</source>
        <translation>meinten Sie `{{%1}}`? Die Rollen sind: %2</translation>
    </message>
    <message>
        <source>unknown button role `{{%1}}`</source>
        <translation>unbekannte Schaltflächenrolle `{{%1}}`</translation>
    </message>
    <message>
        <source>give one comma-separated name per score, in order</source>
        <translation>geben Sie je Score einen Namen an, durch Kommas getrennt und in derselben Reihenfolge</translation>
    </message>
    <message>
        <source>the header cannot name a button (`{{...}}`)</source>
        <translation>der Kopf einer Lektion kann keine Schaltfläche nennen (`{{...}}`)</translation>
    </message>
    <message>
        <source>name the button in the lesson&apos;s text</source>
        <translation>nennen Sie die Schaltfläche im Text der Lektion</translation>
    </message>
    <message>
        <source>a readout cannot name a button: its braces hold formulas</source>
        <translation>eine Anzeige kann keine Schaltfläche nennen: Ihre geschweiften Klammern enthalten Formeln</translation>
    </message>
    <message>
        <source>name the button in the prose or a callout beside the readout</source>
        <translation>nennen Sie die Schaltfläche im Fließtext oder in einem Hinweis neben der Anzeige</translation>
    </message>
    <message>
        <source>give a lesson folder or a NAME.lesson.md file, as a path or a file: URL</source>
        <translation>einen Lektionsordner oder eine Datei NAME.lesson.md angeben, als Pfad oder file:-URL</translation>
    </message>
    <message>
        <source>%1: only lessons on this computer can be opened, not %2: addresses</source>
        <translation>%1: nur Lektionen auf diesem Rechner lassen sich öffnen, keine %2:-Adressen</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>%1: not a lesson file (lesson files are named NAME.lesson.md)</source>
        <translation>%1: keine Lektionsdatei (Lektionsdateien heißen NAME.lesson.md)</translation>
    </message>
    <message>
        <source>not loaded: lesson files end in `%1`</source>
        <translation>nicht geladen: Lektionsdateien enden auf `%1`</translation>
    </message>
    <message>
        <source>rename it to `%1`</source>
        <translation>benennen Sie sie in `%1` um</translation>
    </message>
    <message>
        <source>a translation keeps the blocks, ids, keys, numbers, lists, formulas and parameters of %1; translate only its texts</source>
        <translation>eine Übersetzung behält die Blöcke, IDs, Schlüssel, Zahlen, Listen, Formeln und Parameter von %1; übersetzen Sie nur die Texte</translation>
    </message>
    <message>
        <source>`%1` is `%2` here but `%3` in %4</source>
        <translation>`%1` ist hier `%2`, aber `%3` in %4</translation>
    </message>
    <message>
        <source>the %1 on line %2 of %3 is missing</source>
        <translation>der Block %1 aus Zeile %2 von %3 fehlt</translation>
    </message>
    <message>
        <source>the %1 on line %2 of %3 is missing after this block</source>
        <translation>der Block %1 aus Zeile %2 von %3 fehlt nach diesem Block</translation>
    </message>
    <message>
        <source>the %1 is not in %2, which ends before it</source>
        <translation>der Block %1 steht nicht in %2, die Datei endet vorher</translation>
    </message>
    <message>
        <source>the %1 on line %2 of %3 is missing before this block</source>
        <translation>der Block %1 aus Zeile %2 von %3 fehlt vor diesem Block</translation>
    </message>
    <message>
        <source>the %1 is not in %2 at this place</source>
        <translation>der Block %1 steht an dieser Stelle nicht in %2</translation>
    </message>
    <message>
        <source>the %1 stands where %2 has the %3 (its line %4)</source>
        <translation>der Block %1 steht dort, wo %2 den Block %3 hat (dort Zeile %4)</translation>
    </message>
    <message>
        <source>the %1 lacks `%2` (line %3 of %4)</source>
        <translation>dem Block %1 fehlt `%2` (Zeile %3 von %4)</translation>
    </message>
    <message>
        <source>`%1` is not in this block in %2</source>
        <translation>`%1` steht in %2 nicht in diesem Block</translation>
    </message>
    <message>
        <source>`%1` where %2 has `%3` (its line %4)</source>
        <translation>`%1`, wo %2 `%3` hat (dort Zeile %4)</translation>
    </message>
    <message>
        <source>`%1` differs from %2 (its line %3: `%4`)</source>
        <translation>`%1` weicht von %2 ab (dort Zeile %3: `%4`)</translation>
    </message>
    <message>
        <source>the lesson has nothing after its header</source>
        <translation>die Lektion hat nach ihrem Kopf keinen Inhalt</translation>
    </message>
    <message>
        <source>add prose and blocks below the closing `---`</source>
        <translation>ergänzen Sie Text und Blöcke unter dem schließenden `---`</translation>
    </message>
    <message>
        <source>`%1` has a decimal comma; in a formula `,` only separates a function&apos;s arguments</source>
        <translation>`%1` hat ein Dezimalkomma; in einer Formel trennt `,` nur die Argumente einer Funktion</translation>
    </message>
    <message>
        <source>write a decimal point: `%1`</source>
        <translation>schreiben Sie einen Dezimalpunkt: `%1`</translation>
    </message>
    <message>
        <source>`,` outside a function&apos;s parentheses in a formula</source>
        <translation>`,` außerhalb der Klammern einer Funktion in einer Formel</translation>
    </message>
    <message>
        <source>a formula gives one number; `,` only separates the arguments of functions such as max(a, b)</source>
        <translation>eine Formel ergibt eine Zahl; `,` trennt nur die Argumente von Funktionen wie max(a, b)</translation>
    </message>
    <message>
        <source>score set `%1` has %2 scores, but set `%3` on line %4 has %5</source>
        <translation>der Wertesatz `%1` hat %2 Werte, aber der Satz `%3` in Zeile %4 hat %5</translation>
    </message>
    <message>
        <source>give every set one score per bar; write decimals with a point (`1.5`), since a comma separates scores</source>
        <translation>geben Sie jedem Satz einen Wert pro Balken; schreiben Sie Dezimalzahlen mit Punkt (`1.5`), denn ein Komma trennt die Werte</translation>
    </message>
    <message>
        <source>the slider stops at %1, short of `max` %2 (stops are `min` plus whole steps of %3)</source>
        <translation>der Schieberegler hält bei %1, vor `max` %2 (Haltepunkte sind `min` plus ganze Schritte von %3)</translation>
    </message>
    <message>
        <source>make `max` %1 or %2, or change `step`</source>
        <translation>setzen Sie `max` auf %1 oder %2, oder ändern Sie `step`</translation>
    </message>
    <message>
        <source>use %1 or %2, or give `step` more decimals</source>
        <translation>verwenden Sie %1 oder %2, oder geben Sie `step` mehr Nachkommastellen</translation>
    </message>
    <message>
        <source>`{{play}}` names a Play button, but no slider has one</source>
        <translation>`{{play}}` nennt eine Abspielen-Schaltfläche, aber kein Schieberegler hat eine</translation>
    </message>
    <message>
        <source>add `play: true` to the slider meant, or reword the text</source>
        <translation>ergänzen Sie `play: true` beim gemeinten Schieberegler, oder formulieren Sie den Text um</translation>
    </message>
    <message>
        <source>%1 is already revealed by the question on line %2</source>
        <translation>%1 wird schon von der Frage in Zeile %2 aufgedeckt</translation>
    </message>
    <message>
        <source>let one question reveal it; remove `reveal` here, or reveal a copy of the block with its own id</source>
        <translation>lassen Sie eine Frage ihn aufdecken; entfernen Sie `reveal` hier, oder decken Sie eine Kopie des Blocks mit eigener ID auf</translation>
    </message>
    <message>
        <source>`reveal` names %1 on line %2, above this question</source>
        <translation>`reveal` nennt %1 in Zeile %2, über dieser Frage</translation>
    </message>
    <message>
        <source>move the %1 below the question that reveals it</source>
        <translation>verschieben Sie den Block %1 unter die Frage, die ihn aufdeckt</translation>
    </message>
    <message>
        <source>`expected` is %1, graded with `tolerance` 0</source>
        <translation>`expected` ist %1, bewertet mit `tolerance` 0</translation>
    </message>
    <message>
        <source>`expected` is %1 at %2, graded with `tolerance` 0</source>
        <translation>`expected` ist %1 bei %2, bewertet mit `tolerance` 0</translation>
    </message>
    <message>
        <source>a student who types it rounded is graded wrong: add e.g. `tolerance: 0.01`</source>
        <translation>wer den Wert gerundet eingibt, wird als falsch bewertet: ergänzen Sie z. B. `tolerance: 0.01`</translation>
    </message>
    <message>
        <source>a `~~~` fence makes a code sample, not a %1 block</source>
        <translation>ein `~~~`-Zaun ergibt ein Codebeispiel, keinen Block %1</translation>
    </message>
    <message>
        <source>fence typed blocks with three backticks: %1</source>
        <translation>umzäunen Sie Blöcke mit drei Backticks: %1</translation>
    </message>
    <message>
        <source>this fence is indented by %1 spaces, so it makes no %2 block: Markdown shows it as code</source>
        <translation>dieser Zaun ist um %1 Leerzeichen eingerückt und ergibt daher keinen Block %2: Markdown zeigt ihn als Code</translation>
    </message>
    <message>
        <source>start the fence and the block&apos;s lines at the beginning of the line</source>
        <translation>beginnen Sie den Zaun und die Zeilen des Blocks am Zeilenanfang</translation>
    </message>
    <message>
        <source>the %1 fence is indented, as in a list item; a typed block cannot sit in a list</source>
        <translation>der Zaun %1 ist eingerückt wie in einem Listenpunkt; ein Block kann nicht in einer Liste stehen</translation>
    </message>
    <message>
        <source>start the fence and the block&apos;s lines at the beginning of the line, after the list</source>
        <translation>beginnen Sie den Zaun und die Zeilen des Blocks am Zeilenanfang, nach der Liste</translation>
    </message>
    <message>
        <source>key %1 is indented, so it would continue the value of %2</source>
        <translation>der Schlüssel %1 ist eingerückt und würde so den Wert von %2 fortsetzen</translation>
    </message>
    <message>
        <source>start the key at the beginning of the line</source>
        <translation>beginnen Sie den Schlüssel am Zeilenanfang</translation>
    </message>
    <message>
        <source>the text from this `$` to the `$` before a digit is typeset as math</source>
        <translation>der Text von diesem `$` bis zum `$` vor einer Ziffer wird als Formel gesetzt</translation>
    </message>
    <message>
        <source>write `\$` for a dollar sign, as in `\$5`</source>
        <translation>schreiben Sie `\$` für ein Dollarzeichen, wie in `\$5`</translation>
    </message>
    <message>
        <source>%1 inside `$...$` is shown as written, not computed</source>
        <translation>%1 innerhalb von `$...$` wird wörtlich gezeigt, nicht berechnet</translation>
    </message>
    <message>
        <source>put the placeholder outside the math, e.g. `$T =$ %1`</source>
        <translation>setzen Sie den Platzhalter außerhalb der Formel, z. B. `$T =$ %1`</translation>
    </message>
    <message>
        <source>%1 holds %2, a decimal comma: it would be read as two numbers</source>
        <translation>%1 enthält %2, ein Dezimalkomma: es würde als zwei Zahlen gelesen</translation>
    </message>
    <message>
        <source>write a decimal point (%1) and separate the numbers with `, `</source>
        <translation>schreiben Sie einen Dezimalpunkt (%1) und trennen Sie die Zahlen mit `, `</translation>
    </message>
    <message>
        <source>cannot write %1: %2; choose an ordinary file name instead</source>
        <translation>%1 kann nicht geschrieben werden: %2; wählen Sie stattdessen einen gewöhnlichen Dateinamen</translation>
    </message>
    <message>
        <source>cannot write the backup %1: %2 (check the folder&apos;s permissions and free space)</source>
        <translation>die Sicherung %1 kann nicht geschrieben werden: %2 (prüfen Sie die Rechte des Ordners und den freien Speicherplatz)</translation>
    </message>
    <message>
        <source>it is a link that leads nowhere</source>
        <translation>es ist eine Verknüpfung, die ins Leere führt</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is missing (install the package libqt6sql6-sqlite)</source>
        <translation>Qts SQLite-Treiber fehlt (installieren Sie das Paket libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>the record is open read-only</source>
        <translation>der Lernstand ist schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>its file or folder cannot be written</source>
        <translation>seine Datei oder sein Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>Your record %1 is not a regular file, so it is left alone and nothing is saved in this session. Move it away and restart Attention Lab.</source>
        <translation>Ihr Lernstand %1 ist keine normale Datei; er bleibt unangetastet, und in dieser Sitzung wird nichts gespeichert. Verschieben Sie ihn an einen anderen Ort und starten Sie Attention Lab neu.</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>sein Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Your record %1 cannot be created: %2. What you do now stays in memory and is saved as soon as that works (check the folder&apos;s permissions and free space).</source>
        <translation>Ihr Lernstand %1 kann nicht angelegt werden: %2. Was Sie jetzt tun, bleibt im Speicher und wird gespeichert, sobald das wieder geht (prüfen Sie die Rechte des Ordners und den freien Platz).</translation>
    </message>
    <message>
        <source>Your record %1 was written by a newer version of Attention Lab (schema %2; this version reads %3). It is shown as far as this version understands it, but nothing you do now is saved to it. To keep working on your record, use the version that wrote it.</source>
        <translation>Ihr Lernstand %1 wurde von einer neueren Version von Attention Lab geschrieben (Schema %2; diese Version liest %3). Er wird gezeigt, soweit diese Version ihn versteht, aber nichts, was Sie jetzt tun, wird darin gespeichert. Um an Ihrem Lernstand weiterzuarbeiten, verwenden Sie die Version, die ihn geschrieben hat.</translation>
    </message>
    <message>
        <source>Your record could not be written to %1: %2. It stays in memory and is saved as soon as that works (check free space).</source>
        <translation>Ihr Lernstand konnte nicht nach %1 geschrieben werden: %2. Er bleibt im Speicher und wird gespeichert, sobald das wieder geht (prüfen Sie den freien Platz).</translation>
    </message>
    <message>
        <source>Your record %1 could not be read: %2. It is left as it is and nothing is saved in this session; close other Attention Lab windows and restart, or check the file&apos;s permissions.</source>
        <translation>Ihr Lernstand %1 konnte nicht gelesen werden: %2. Er bleibt, wie er ist, und in dieser Sitzung wird nichts gespeichert; schließen Sie andere Fenster von Attention Lab und starten Sie neu, oder prüfen Sie die Rechte der Datei.</translation>
    </message>
    <message>
        <source>Your record %1 could not be used: %2, and it could not be moved aside as a backup. Nothing will be saved over it: move or copy the file away, then restart Attention Lab.</source>
        <translation>Ihr Lernstand %1 konnte nicht verwendet werden: %2, und er ließ sich nicht als Sicherung beiseitelegen. Er wird nicht überschrieben: Verschieben oder kopieren Sie die Datei an einen anderen Ort und starten Sie Attention Lab neu.</translation>
    </message>
    <message>
        <source>Your record %1 could not be used: %2. It was kept as %3 and a fresh record was started. To get your answers back, send the backup to your instructor.</source>
        <translation>Ihr Lernstand %1 konnte nicht verwendet werden: %2. Er wurde als %3 aufbewahrt, und ein neuer Lernstand wurde begonnen. Um Ihre Antworten zurückzubekommen, schicken Sie die Sicherung an Ihre Lehrkraft.</translation>
    </message>
    <message>
        <source>holds %1 where an attempt belongs</source>
        <translation>enthält %1, wo ein Antwortversuch hingehört</translation>
    </message>
    <message>
        <source>has no question id</source>
        <translation>hat keine Fragen-ID</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of your record %1 could not be read (%2). They are kept in it exactly as they were, are given back by every export, and do not count as answered. A newer Attention Lab may read them; or send an export of your record (Record &gt; Export record) to your instructor.</source>
        <translation>
            <numerusform>%n Teil Ihres Lernstands %1 konnte nicht gelesen werden (%2). Er bleibt darin unverändert, kommt mit jedem Export wieder heraus und zählt nicht als beantwortet. Eine neuere Version von Attention Lab kann ihn vielleicht lesen; oder schicken Sie einen Export Ihres Lernstands (Lernstand &gt; Lernstand exportieren) an Ihre Lehrkraft.</numerusform>
            <numerusform>%n Teile Ihres Lernstands %1 konnten nicht gelesen werden (%2). Sie bleiben darin unverändert, kommen mit jedem Export wieder heraus und zählen nicht als beantwortet. Eine neuere Version von Attention Lab kann sie vielleicht lesen; oder schicken Sie einen Export Ihres Lernstands (Lernstand &gt; Lernstand exportieren) an Ihre Lehrkraft.</numerusform>
        </translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>holds %1 where %2 belongs</source>
        <translation>enthält %1 statt %2</translation>
    </message>
    <message>
        <source>holds %1 where a number, true/false or an option id belongs</source>
        <translation>enthält %1, wo eine Zahl, true/false oder eine Optionskennung hingehört</translation>
    </message>
    <message>
        <source>a lab record</source>
        <translation>einen Laboreintrag</translation>
    </message>
    <message>
        <source>a run holds fields other than &quot;scores&quot; and &quot;dims&quot;</source>
        <translation>ein Lauf enthält andere Felder als „scores“ und „dims“</translation>
    </message>
    <message>
        <source>a list of attempts</source>
        <translation>eine Liste von Antwortversuchen</translation>
    </message>
    <message>
        <source>a date</source>
        <translation>ein Datum</translation>
    </message>
    <message>
        <source>holds %1 where a number of seconds up to a year belongs</source>
        <translation>enthält %1, wo eine Sekundenzahl bis zu einem Jahr hingehört</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>eine Liste von Zahlen</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; holds %2 where %3 belongs</source>
        <translation>das Feld „%1“ enthält %2 statt %3</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>`values` has %1 numbers, but each value is a point x, y</source>
        <translation>`values` hat %1 Zahlen, aber jeder Value ist ein Punkt x, y</translation>
    </message>
    <message>
        <source>give two numbers per value, e.g. `values: 4, 0, 0, 4, -2, -2` for (4, 0), (0, 4) and (−2, −2)</source>
        <translation>geben Sie zwei Zahlen je Value an, z. B. `values: 4, 0, 0, 4, -2, -2` für (4, 0), (0, 4) und (−2, −2)</translation>
    </message>
    <message>
        <source>`%1` is for value %2, but `values` gives %3 values</source>
        <translation>`%1` gilt für Value %2, aber `values` gibt %3 Values an</translation>
    </message>
    <message>
        <source>remove it, or add value %1 to `values`</source>
        <translation>entfernen Sie es, oder ergänzen Sie Value %1 in `values`</translation>
    </message>
    <message>
        <source>the scores chart has no `score1`</source>
        <translation>das Diagramm vom Typ `scores` hat kein `score1`</translation>
    </message>
    <message>
        <source>add one score per bar, each bound to a slider: `score1: @z1`, `score2: @z2`, ...</source>
        <translation>geben Sie einen Score je Balken an, jeden an einen Regler gebunden: `score1: @z1`, `score2: @z2`, ...</translation>
    </message>
    <message>
        <source>`editable` lets the student drag bar %1, but `%2` is the fixed number %3, which nothing can change</source>
        <translation>`editable` lässt die Lernenden Balken %1 ziehen, aber `%2` ist die feste Zahl %3, die nichts ändern kann</translation>
    </message>
    <message>
        <source>`editable` lets the student drag bar %1, but `%2` is missing (a fixed 0)</source>
        <translation>`editable` lässt die Lernenden Balken %1 ziehen, aber `%2` fehlt (eine feste 0)</translation>
    </message>
    <message>
        <source>bind it to a slider (`%1: @name`, the `param` of a slider), or remove `editable`</source>
        <translation>binden Sie ihn an einen Regler (`%1: @name`, der `param` eines Reglers), oder entfernen Sie `editable`</translation>
    </message>
    <message>
        <source>a %1 chart cannot be edited: it draws what the scores give, not the scores themselves</source>
        <translation>ein Diagramm vom Typ %1 lässt sich nicht bearbeiten: Es zeigt, was aus den Scores folgt, nicht die Scores selbst</translation>
    </message>
    <message>
        <source>draw the scores with a `kind: scores` chart, each bound to a slider (`score1: @z1`), and give that chart %1</source>
        <translation>zeichnen Sie die Scores mit einem Diagramm `kind: scores`, jeden an einen Regler gebunden (`score1: @z1`), und geben Sie diesem Diagramm %1</translation>
    </message>
    <message>
        <source>`%1` is for bar %2, but the chart has %3 bars (up to `%4`)</source>
        <translation>`%1` gehört zu Balken %2, aber das Diagramm hat %3 Balken (bis `%4`)</translation>
    </message>
    <message>
        <source>remove it, or add `score%1`</source>
        <translation>entfernen Sie es, oder ergänzen Sie `score%1`</translation>
    </message>
    <message>
        <source>a lesson of it could not be read back from it (%1)</source>
        <translation>eine Lektion daraus konnte nicht zurückgelesen werden (%1)</translation>
    </message>
    <message>
        <source>HTML is not read in lessons: %1 is shown as written</source>
        <translation>Lektionen lesen kein HTML: %1 wird so angezeigt, wie es dasteht</translation>
    </message>
    <message>
        <source>write Markdown instead: **bold**, *italic*, `code`; a blank line starts a new paragraph</source>
        <translation>schreiben Sie stattdessen Markdown: **fett**, *kursiv*, `Code`; eine Leerzeile beginnt einen neuen Absatz</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines of block text hold an image or HTML</source>
        <translation>
            <numerusform>%n weitere Zeile Blocktext enthält ein Bild oder HTML</numerusform>
            <numerusform>%n weitere Zeilen Blocktext enthalten ein Bild oder HTML</numerusform>
        </translation>
    </message>
    <message>
        <source>more than %1 table cells in one lesson</source>
        <translation>mehr als %1 Tabellenzellen in einer Lektion</translation>
    </message>
    <message>
        <source>use a `table` block, or split the lesson into several</source>
        <translation>einen `table`-Block verwenden oder die Lektion in mehrere teilen</translation>
    </message>
    <message>
        <source>more than %1 headings in one lesson</source>
        <translation>mehr als %1 Überschriften in einer Lektion</translation>
    </message>
    <message>
        <source>split it with blank lines, or write a code sample in a fence</source>
        <translation>ihn mit Leerzeilen teilen oder ein Codebeispiel zwischen ```-Zeilen setzen</translation>
    </message>
    <message>
        <source>more than %1 `{{...}}` buttons in one lesson&apos;s text</source>
        <translation>mehr als %1 `{{...}}`-Schaltflächen im Text einer Lektion</translation>
    </message>
    <message>
        <source>the line nests %1 lists or quotes, above the cap of %2</source>
        <translation>die Zeile schachtelt %1 Listen oder Zitate, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>flatten the list; indent less</source>
        <translation>die Liste flacher machen; weniger einrücken</translation>
    </message>
    <message>
        <source>✘ Not ticked, but right:</source>
        <translation>✘ Nicht angekreuzt, aber richtig:</translation>
    </message>
    <message>
        <source>Boxes set wrong: %1 (ticked but not right, or right but not ticked).</source>
        <translation>Falsch gesetzte Kästchen: %1 (angekreuzt, aber nicht richtig, oder richtig, aber nicht angekreuzt).</translation>
    </message>
    <message>
        <source>mistake %1 has no hint</source>
        <translation>zum Fehler %1 gibt es keinen Hinweis</translation>
    </message>
    <message>
        <source>add `hint %1: ...`, what to tell a student whose answer matches this formula</source>
        <translation>fügen Sie `hint %1: ...` hinzu: was eine Lernende erfahren soll, deren Antwort dieser Formel entspricht</translation>
    </message>
    <message>
        <source>hint for %1, which is not a mistake</source>
        <translation>Hinweis zu %1, das kein Fehler (`mistake`) ist</translation>
    </message>
    <message>
        <source>use the id of a `mistake` line, or add `mistake %1: formula`</source>
        <translation>verwenden Sie die ID einer `mistake`-Zeile oder fügen Sie `mistake %1: Formel` hinzu</translation>
    </message>
    <message>
        <source>more than %1 list items and quotes in one lesson</source>
        <translation>mehr als %1 Listeneinträge und Zitate in einer Lektion</translation>
    </message>
    <message>
        <source>more than %1 marks of code, emphasis, links and HTML (`, *, _, ~, [, and &lt; or &amp; before a letter) in one lesson</source>
        <translation>mehr als %1 Zeichen für Code, Hervorhebung, Links und HTML (`, *, _, ~, [ sowie &lt; oder &amp; vor einem Buchstaben) in einer Lektion</translation>
    </message>
    <message>
        <source>the paragraph holds more than %1 marks of code, emphasis, links and HTML (`, *, _, ~, [, and &lt; or &amp; before a letter)</source>
        <translation>der Absatz enthält mehr als %1 Zeichen für Code, Hervorhebung, Links und HTML (`, *, _, ~, [ sowie &lt; oder &amp; vor einem Buchstaben)</translation>
    </message>
    <message>
        <source>%1 (an option since removed)</source>
        <translation>%1 (eine inzwischen entfernte Option)</translation>
    </message>
    <message>
        <source>%1%2 is the answer.</source>
        <translation>%1%2 ist die Antwort.</translation>
    </message>
    <message>
        <source>%1%2 is within %3 of the answer.</source>
        <translation>%1%2 weicht höchstens %3 von der Antwort ab.</translation>
    </message>
    <message>
        <source>name %1 of `keys` is empty</source>
        <translation>Name %1 in `keys` ist leer</translation>
    </message>
    <message>
        <source>write one name between each pair of commas (`keys: the, cat, sat`); a name cannot hold a comma</source>
        <translation>schreiben Sie zwischen je zwei Kommas einen Namen (`keys: die, Katze, saß`); ein Name kann kein Komma enthalten</translation>
    </message>
    <message>
        <source>values (points in `values`)</source>
        <translation>Werte (Punkte in `values`)</translation>
    </message>
    <message>
        <source>bars (`score1` .. `score%1`)</source>
        <translation>Balken (`score1` .. `score%1`)</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>the slider on line %1 also sets %2, but their `%3` differ (`%4` here, `%5` there)</source>
        <translation>der Schieberegler in Zeile %1 setzt ebenfalls %2, aber ihr `%3` unterscheidet sich (`%4` hier, `%5` dort)</translation>
    </message>
    <message>
        <source>two sliders for one parameter move together: give them the same `values`, `min`, `max`, `step`, `log` and `default` (the label, unit and Play button may differ)</source>
        <translation>zwei Schieberegler für einen Parameter bewegen sich gemeinsam: geben Sie beiden dieselben `values`, `min`, `max`, `step`, `log` und `default` (Beschriftung, Einheit und Abspielknopf dürfen sich unterscheiden)</translation>
    </message>
    <message>
        <source>give each control its own `param` name (only a slider may have a second slider)</source>
        <translation>geben Sie jedem Bedienelement einen eigenen `param`-Namen (nur ein Schieberegler darf einen zweiten Schieberegler haben)</translation>
    </message>
    <message>
        <source>holds %1 where a number from 0 to 1 belongs</source>
        <translation>enthält %1, wo eine Zahl von 0 bis 1 hingehört</translation>
    </message>
    <message>
        <source>✔ Ticked, rightly:</source>
        <translation>✔ Angekreuzt, zu Recht:</translation>
    </message>
    <message>
        <source>✘ Ticked, but wrong:</source>
        <translation>✘ Angekreuzt, aber falsch:</translation>
    </message>
    <message>
        <source>✔ Not ticked, rightly:</source>
        <translation>✔ Nicht angekreuzt, zu Recht:</translation>
    </message>
    <message>
        <source>Every box is set right.</source>
        <translation>Jedes Kästchen ist richtig gesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>`keys` names %n key(s) but line %1 gives %2 scores</source>
        <translation>
            <numerusform>`keys` nennt %n Key, aber Zeile %1 gibt %2 Scores an</numerusform>
            <numerusform>`keys` nennt %n Keys, aber Zeile %1 gibt %2 Scores an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`keys` names %n key(s) but the chart has %1 %2</source>
        <translation>
            <numerusform>`keys` nennt %n Key, aber das Diagramm hat %1 %2</numerusform>
            <numerusform>`keys` nennt %n Keys, aber das Diagramm hat %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%2 is close, but more than %3 from the answer: work it out with more digits.</source>
        <translation>%1%2 liegt nah dran, aber mehr als %3 neben der Antwort: Rechnen Sie mit mehr Stellen.</translation>
    </message>
    <message>
        <source>Go through each step again: which rule applies here, and which numbers go into it?</source>
        <translation>Gehen Sie jeden Schritt noch einmal durch: Welche Regel gilt hier, und welche Zahlen gehören hinein?</translation>
    </message>
    <message>
        <source>more than %1 Monte Carlo charts (`histogram`, `sigma-vs-dk`) in one lesson</source>
        <translation>mehr als %1 Monte-Carlo-Diagramme (`histogram`, `sigma-vs-dk`) in einer Lektion</translation>
    </message>
    <message>
        <source>each draws up to 100,000 pairs of vectors in the background; bind several charts to one slider instead of repeating them, or move some to another lesson</source>
        <translation>jedes zieht im Hintergrund bis zu 100.000 Vektorpaare; binden Sie mehrere Diagramme an einen Schieberegler, statt sie zu wiederholen, oder verschieben Sie einige in eine andere Lektion</translation>
    </message>
    <message>
        <source>%1 is indented, so it is read as more text of %2, not as a key</source>
        <translation>%1 ist eingerückt und wird deshalb als weiterer Text von %2 gelesen, nicht als Schlüssel</translation>
    </message>
    <message>
        <source>start the key at the beginning of the line; if it is text, reword it so the line does not begin with a key and a colon</source>
        <translation>beginnen Sie den Schlüssel am Zeilenanfang; ist es Text, formulieren Sie ihn so um, dass die Zeile nicht mit einem Schlüssel und einem Doppelpunkt beginnt</translation>
    </message>
    <message>
        <source>%1 is a `kind` of the %2 block: write %3 and `kind: %4` inside</source>
        <translation>%1 ist eine `kind` des Blocks %2: Schreiben Sie %3 und darin `kind: %4`</translation>
    </message>
    <message>
        <source>write `true` or `false` (or on/off, yes/no), or `@%1` to follow the %2 of that name</source>
        <translation>schreiben Sie `true` oder `false` (oder on/off, yes/no), oder `@%1`, um dem Element %2 dieses Namens zu folgen</translation>
    </message>
    <message>
        <source>stayed at %1</source>
        <translation>blieb bei %1</translation>
    </message>
    <message>
        <source>rose from %1 to %2</source>
        <translation>stieg von %1 auf %2</translation>
    </message>
    <message>
        <source>fell from %1 to %2</source>
        <translation>sank von %1 auf %2</translation>
    </message>
    <message>
        <source>%1 at dₖ = %2</source>
        <translation>%1 bei dₖ = %2</translation>
    </message>
    <message>
        <source>The largest weight %1.</source>
        <translation>Das größte Gewicht %1.</translation>
    </message>
    <message>
        <source>not loaded: a folder, not a lesson file</source>
        <translation>nicht geladen: ein Ordner, keine Lektionsdatei</translation>
    </message>
    <message>
        <source>lesson files lie directly in the course folder; move the lesson file out of it or rename the folder</source>
        <translation>Lektionsdateien liegen direkt im Kursordner; verschieben Sie die Lektionsdatei heraus oder benennen Sie den Ordner um</translation>
    </message>
    <message>
        <source>Boxes set wrong: %1. The answer shown marks each of them with ✘.</source>
        <translation>Falsch gesetzte Kästchen: %1. Die angezeigte Antwort markiert jedes davon mit ✘.</translation>
    </message>
    <message>
        <source>Not the answer: compare your choice with the answer shown.</source>
        <translation>Nicht die Antwort: Vergleichen Sie Ihre Wahl mit der angezeigten Antwort.</translation>
    </message>
    <message>
        <source>%1 differs from the answer shown by %2.</source>
        <translation>%1 weicht um %2 von der angezeigten Antwort ab.</translation>
    </message>
    <message>
        <source>%1 is the answer shown with the opposite sign: one step turned the sign.</source>
        <translation>%1 ist die angezeigte Antwort mit umgekehrtem Vorzeichen: Ein Schritt hat das Vorzeichen umgedreht.</translation>
    </message>
    <message>
        <source>%1 is not the answer, but only its sign is wrong: which step decides the sign?</source>
        <translation>%1 ist nicht die Antwort, aber nur das Vorzeichen ist falsch: Welcher Schritt entscheidet über das Vorzeichen?</translation>
    </message>
    <message>
        <source>%1 differs from the answer shown by %2, more than the %3 allowed: a gap that small usually comes from a figure rounded too early.</source>
        <translation>%1 weicht um %2 von der angezeigten Antwort ab, mehr als die erlaubten %3: Eine so kleine Abweichung kommt meist von einer zu früh gerundeten Zahl.</translation>
    </message>
    <message>
        <source>%1 differs from the answer shown by %2, more than the %3 allowed.</source>
        <translation>%1 weicht um %2 von der angezeigten Antwort ab, mehr als die erlaubten %3.</translation>
    </message>
    <message>
        <source>Your prediction matches what happens.</source>
        <translation>Ihre Vorhersage trifft ein.</translation>
    </message>
    <message>
        <source>What happens differs from your prediction.</source>
        <translation>Es kommt anders, als Sie vorhergesagt haben.</translation>
    </message>
    <message>
        <source>You predicted:</source>
        <translation>Ihre Vorhersage:</translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation>Was geschieht:</translation>
    </message>
    <message>
        <source>head dimension %1 is listed twice in `dims`</source>
        <translation>die Kopfdimension %1 steht zweimal in `dims`</translation>
    </message>
    <message>
        <source>each dimension is a column of the results table: list it once, or write the width you meant</source>
        <translation>jede Dimension ist eine Spalte der Ergebnistabelle: nennen Sie sie einmal, oder schreiben Sie die gemeinte Breite</translation>
    </message>
    <message>
        <source>is the second `option %1` on line %2 meant as `option %3`?</source>
        <translation>ist die zweite `option %1` in Zeile %2 als `option %3` gemeint?</translation>
    </message>
    <message>
        <source>%1 asks for the weight of key %2; its scores are keys 1 to %3</source>
        <translation>%1 fragt nach dem Gewicht von Schlüssel %2; seine Scores sind die Schlüssel 1 bis %3</translation>
    </message>
    <message>
        <source>the first argument counts the keys from 1 to the number of scores after it</source>
        <translation>das erste Argument zählt die Schlüssel von 1 bis zur Anzahl der Scores danach</translation>
    </message>
    <message>
        <source>`−` is a typeset minus sign: write %1 with the hyphen-minus `-`</source>
        <translation>`−` ist ein gesetztes Minuszeichen: Schreiben Sie %1 mit dem Bindestrich-Minus `-`</translation>
    </message>
    <message>
        <source>invisible direction control U+%1: it reorders the text on screen</source>
        <translation>unsichtbares Richtungszeichen U+%1: Es ordnet den Text auf dem Bildschirm um</translation>
    </message>
    <message>
        <source>invisible control character U+%1</source>
        <translation>unsichtbares Steuerzeichen U+%1</translation>
    </message>
    <message>
        <source>delete it; your editor may show it only as a gap or a box</source>
        <translation>löschen Sie es; Ihr Editor zeigt es vielleicht nur als Lücke oder Kästchen</translation>
    </message>
    <message>
        <source>`expected` reads %1, but its %2 on line %3 is hidden until %4 is answered: the answer is worked out at %5, which the student can neither see nor set</source>
        <translation>`expected` liest %1, aber der %2-Block in Zeile %3 bleibt verborgen, bis %4 beantwortet ist: Die Antwort wird bei %5 berechnet, einem Wert, den die Lernenden weder sehen noch einstellen können</translation>
    </message>
    <message>
        <source>place a control for %1 above the question, or write the number into `expected`</source>
        <translation>setzen Sie ein Bedienelement für %1 über die Frage, oder schreiben Sie die Zahl in `expected`</translation>
    </message>
    <message>
        <source>%1 holds %2, a decimal comma</source>
        <translation>%1 enthält %2, ein Dezimalkomma</translation>
    </message>
    <message>
        <source>write a decimal point: %1; a lesson file writes numbers with a point in every language</source>
        <translation>schreiben Sie einen Dezimalpunkt: %1; eine Lektionsdatei schreibt Zahlen in jeder Sprache mit Punkt</translation>
    </message>
    <message>
        <source>a takeaway above the explain-it-back on line %1 is shown from the start and may give its model answer away</source>
        <translation>ein Merksatz über „Mit eigenen Worten erklären“ in Zeile %1 ist von Anfang an zu sehen und kann dessen Musterantwort vorwegnehmen</translation>
    </message>
    <message>
        <source>move it right after the `explain` block: there it waits until the student has compared their explanation</source>
        <translation>setzen Sie ihn direkt hinter den `explain`-Block: Dort wartet er, bis die Lernenden ihre Erklärung verglichen haben</translation>
    </message>
    <message>
        <source>a lab</source>
        <translation>eines Labors</translation>
    </message>
    <message>
        <source>a lab with `predict`</source>
        <translation>eines Labors mit `predict`</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>einer Frage</translation>
    </message>
    <message>
        <source>an explain-it-back</source>
        <translation>eines „Mit eigenen Worten erklären“-Blocks</translation>
    </message>
    <message>
        <source>a walkthrough</source>
        <translation>eines „Schritt für Schritt“-Blocks</translation>
    </message>
    <message>
        <source>%1 names a button of %2, but this lesson has none</source>
        <translation>%1 nennt eine Schaltfläche %2, aber diese Lektion hat keinen solchen Block</translation>
    </message>
    <message>
        <source>add the block, or reword the text</source>
        <translation>fügen Sie den Block hinzu, oder formulieren Sie den Text um</translation>
    </message>
    <message>
        <source>the file ends too early</source>
        <translation>die Datei endet zu früh</translation>
    </message>
    <message>
        <source>&apos;%1&apos; where &apos;%2&apos; belongs</source>
        <translation>„%1“, wo „%2“ stehen muss</translation>
    </message>
    <message>
        <source>an unexpected &apos;%1&apos;</source>
        <translation>ein unerwartetes „%1“</translation>
    </message>
    <message>
        <source>it nests lists or objects more than %1 deep (at byte %2), which no record does</source>
        <translation>sie verschachtelt Listen oder Objekte tiefer als %1 Ebenen (bei Byte %2), was kein Lernstand tut</translation>
    </message>
    <message>
        <source>its part %1 is larger than %2 MiB (at byte %3), which no record holds</source>
        <translation>ihr Teil %1 ist größer als %2 MiB (bei Byte %3), was kein Lernstand enthält</translation>
    </message>
    <message>
        <source>more text after the record</source>
        <translation>weiterer Text nach dem Lernstand</translation>
    </message>
    <message>
        <source>default %1 is off the log slider&apos;s grid: its spin box rounds to %2, the finest of `step` and `min`</source>
        <translation>Vorgabe %1 liegt neben dem Raster des logarithmischen Schiebereglers: sein Zahlenfeld rundet auf %2, das Feinste von `step` und `min`</translation>
    </message>
    <message>
        <source>`%1` has `%2` where %3 has `%4` (its line %5)</source>
        <translation>`%1` enthält `%2`, wo %3 `%4` enthält (dort Zeile %5)</translation>
    </message>
    <message>
        <source>answer %1 is named twice</source>
        <translation>Antwort %1 wird zweimal genannt</translation>
    </message>
    <message>
        <source>name each correct option once; check which one you meant</source>
        <translation>nennen Sie jede richtige Option einmal; prüfen Sie, welche Sie gemeint haben</translation>
    </message>
    <message>
        <source>%1 prints a softmax weight, a fraction from 0 to 1, before `%`: the page reads e.g. 0.73% for 73%</source>
        <translation>%1 gibt ein Softmax-Gewicht aus, einen Bruchteil von 0 bis 1, vor `%`: die Seite zeigt z. B. 0,73&#xa0;% statt 73&#xa0;%</translation>
    </message>
    <message>
        <source>write `{100 * %1}`</source>
        <translation>schreiben Sie `{100 * %1}`</translation>
    </message>
    <message>
        <source>`expected` is a softmax weight, a fraction from 0 to 1, but `unit` is `%`: a student who types the percentage is graded wrong</source>
        <translation>`expected` ist ein Softmax-Gewicht, ein Bruchteil von 0 bis 1, aber `unit` ist `%`: wer den Prozentwert eingibt, wird als falsch bewertet</translation>
    </message>
    <message>
        <source>write `expected: 100 * %1`</source>
        <translation>schreiben Sie `expected: 100 * %1`</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Your %1 enter softmax as they are, and the top one leads the others by %2 (before your edit: by %3).</source>
        <translation>Ihre %1 gehen unverändert in die Softmax ein, und der größte liegt um %2 vor den anderen (vor Ihrer Änderung: um %3).</translation>
    </message>
    <message>
        <source>At dₖ = %1 the logits are divided by %2: your %3 enter softmax as %4, and the top one leads the others by %5 (before your edit: by %6).</source>
        <translation>Bei dₖ = %1 werden die Logits durch %2 geteilt: Ihre %3 gehen als %4 in die Softmax ein, und der größte liegt um %5 vor den anderen (vor Ihrer Änderung: um %6).</translation>
    </message>
    <message>
        <source>Its weight stayed at %1.</source>
        <translation>Sein Gewicht blieb bei %1.</translation>
    </message>
    <message>
        <source>Larger leads give it more of the weight: %1 became %2.</source>
        <translation>Größere Vorsprünge geben ihm mehr Gewicht: Aus %1 wurden %2.</translation>
    </message>
    <message>
        <source>Smaller leads leave it less of the weight: %1 became %2.</source>
        <translation>Kleinere Vorsprünge lassen ihm weniger Gewicht: Aus %1 wurden %2.</translation>
    </message>
    <message>
        <source>Yours was %1 points off, and within %2 points counts as a match.</source>
        <translation>Ihre Vorhersage lag %1 Prozentpunkte daneben, und bis %2 Prozentpunkte gelten als Treffer.</translation>
    </message>
    <message>
        <source>Yours was %1 points off; within %2 points counts as a match.</source>
        <translation>Ihre Vorhersage lag %1 Prozentpunkte daneben; bis %2 Prozentpunkte gelten als Treffer.</translation>
    </message>
    <message>
        <source>a list of predictions</source>
        <translation>eine Liste von Vorhersagen</translation>
    </message>
    <message>
        <source>%1, the right answer, is %2 characters long, more than twice any other option (at most %3): its length gives the answer away</source>
        <translation>%1, die richtige Antwort, ist %2 Zeichen lang, mehr als doppelt so lang wie jede andere Option (höchstens %3): ihre Länge verrät die Antwort</translation>
    </message>
    <message>
        <source>shorten it, or write the wrong options as fully</source>
        <translation>kürzen Sie sie, oder schreiben Sie die falschen Optionen ebenso ausführlich</translation>
    </message>
    <message>
        <source>header key %1 is indented</source>
        <translation>der Kopfschlüssel %1 ist eingerückt</translation>
    </message>
    <message>
        <source>start it at the beginning of the line</source>
        <translation>beginnen Sie ihn am Zeilenanfang</translation>
    </message>
    <message>
        <source>key %1 is indented by one space</source>
        <translation>der Schlüssel %1 ist um ein Leerzeichen eingerückt</translation>
    </message>
    <message>
        <source>start the key at the beginning of the line; to continue the value above, indent by two spaces</source>
        <translation>beginnen Sie den Schlüssel am Zeilenanfang; um den Wert darüber fortzusetzen, rücken Sie um zwei Leerzeichen ein</translation>
    </message>
    <message>
        <source>Your %1 enter softmax as they are, and the top one leads the others by %2 (in the lesson&apos;s own logits %3: by %4).</source>
        <translation>Ihre %1 gehen unverändert in die Softmax ein, und der größte liegt um %2 vor den anderen (bei den Logits der Lektion, %3: um %4).</translation>
    </message>
    <message>
        <source>At dₖ = %1 the logits are divided by %2: your %3 enter softmax as %4, and the top one leads the others by %5 (in the lesson&apos;s own logits %6: by %7).</source>
        <translation>Bei dₖ = %1 werden die Logits durch %2 geteilt: Ihre %3 gehen als %4 in die Softmax ein, und der größte liegt um %5 vor den anderen (bei den Logits der Lektion, %6: um %7).</translation>
    </message>
    <message>
        <source>%1 for the lesson&apos;s logits</source>
        <translation>%1 bei den Logits der Lektion</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; holds %2 where a list of runs belongs</source>
        <translation>das Feld „%1“ enthält %2, wo eine Liste von Läufen hingehört</translation>
    </message>
    <message>
        <source>`hold: end` holds nothing: nothing follows this question</source>
        <translation>`hold: end` hält nichts zurück: Auf diese Frage folgt nichts</translation>
    </message>
    <message>
        <source>remove `hold`</source>
        <translation>entfernen Sie `hold`</translation>
    </message>
    <message>
        <source>`hold` names the heading %1, which is not below this question</source>
        <translation>`hold` nennt die Überschrift %1, die nicht unter dieser Frage steht</translation>
    </message>
    <message>
        <source>write `end` to hold the rest of the lesson, or a `#` or `##` heading below the question, as it stands after its #s, to hold everything up to it</source>
        <translation>schreiben Sie `end`, um den Rest der Lektion zurückzuhalten, oder eine Überschrift mit `#` oder `##` unter der Frage, so wie sie nach ihren # steht, um alles bis dorthin zurückzuhalten</translation>
    </message>
    <message>
        <source>`hold` holds nothing: the heading %1 comes right after this question</source>
        <translation>`hold` hält nichts zurück: Die Überschrift %1 folgt direkt auf diese Frage</translation>
    </message>
    <message>
        <source>name a later heading, or `end`, or remove `hold`</source>
        <translation>nennen Sie eine spätere Überschrift oder `end`, oder entfernen Sie `hold`</translation>
    </message>
    <message>
        <source>`tolerance` %1 is in percentage points: a predicted weight rounded to a whole percent is graded wrong</source>
        <translation>`tolerance` %1 ist in Prozentpunkten angegeben: Ein auf ganze Prozent gerundetes vorhergesagtes Gewicht wird falsch bewertet</translation>
    </message>
    <message>
        <source>write the points a prediction may be off by, such as `tolerance: 5`</source>
        <translation>geben Sie die Punkte an, um die eine Vorhersage abweichen darf, etwa `tolerance: 5`</translation>
    </message>
    <message>
        <source>the lab has one key, whose weight is 100 % whatever its logit</source>
        <translation>das Labor hat einen einzigen Key, dessen Gewicht bei jedem Logit 100 % ist</translation>
    </message>
    <message>
        <source>give `scores` two or more logits, such as `scores: 2, 1, 0`</source>
        <translation>geben Sie `scores` zwei oder mehr Logits, etwa `scores: 2, 1, 0`</translation>
    </message>
    <message>
        <source>`%1` has the number %2 where %3 has %4 (its line %5)</source>
        <translation>`%1` enthält die Zahl %2, wo %3 %4 enthält (dort Zeile %5)</translation>
    </message>
    <message>
        <source>`tolerance` %1 accepts every answer from %2 to %3 for `expected` %4 at %5</source>
        <translation>`tolerance` %1 lässt für `expected` %4 bei %5 jede Antwort von %2 bis %3 gelten</translation>
    </message>
    <message>
        <source>`tolerance` %1 accepts every answer from %2 to %3 for `expected` %4</source>
        <translation>`tolerance` %1 lässt für `expected` %4 jede Antwort von %2 bis %3 gelten</translation>
    </message>
    <message>
        <source>`tolerance` is a distance in the answer&apos;s own units, not a percentage: for 5 % of %1 write `tolerance: %2`</source>
        <translation>`tolerance` ist ein Abstand in der Einheit der Antwort, kein Prozentsatz: Für 5 % von %1 schreiben Sie `tolerance: %2`</translation>
    </message>
    <message>
        <source>`tolerance` %1 is finer than a typed answer: `expected` is %2 at %3, and %4 typed for it is graded wrong</source>
        <translation>`tolerance` %1 ist feiner als eine getippte Antwort: `expected` ist %2 bei %3, und %4 als Antwort wird falsch bewertet</translation>
    </message>
    <message>
        <source>`tolerance` %1 is finer than a typed answer: `expected` is %2, and %3 typed for it is graded wrong</source>
        <translation>`tolerance` %1 ist feiner als eine getippte Antwort: `expected` ist %2, und %3 als Antwort wird falsch bewertet</translation>
    </message>
    <message>
        <source>a student types two decimals or three digits: write at least `tolerance: %1`</source>
        <translation>Lernende tippen zwei Nachkommastellen oder drei Ziffern: Schreiben Sie mindestens `tolerance: %1`</translation>
    </message>
    <message>
        <source>%1 is not a heading: Markdown needs a space after %2</source>
        <translation>%1 ist keine Überschrift: Markdown braucht ein Leerzeichen nach %2</translation>
    </message>
    <message>
        <source>write `%1 %2`</source>
        <translation>schreiben Sie `%1 %2`</translation>
    </message>
    <message>
        <source>%1 right under text makes that paragraph a heading</source>
        <translation>%1 direkt unter Text macht diesen Absatz zur Überschrift</translation>
    </message>
    <message>
        <source>for a line across the page leave a blank line above it; for a heading write `## Title` on one line</source>
        <translation>für eine Linie über die Seite lassen Sie darüber eine Leerzeile; für eine Überschrift schreiben Sie `## Titel` in eine Zeile</translation>
    </message>
    <message>
        <source>this table is shown as plain text: a cell of its dividing line has fewer than three characters (%1)</source>
        <translation>diese Tabelle erscheint als reiner Text: eine Zelle ihrer Trennzeile hat weniger als drei Zeichen (%1)</translation>
    </message>
    <message>
        <source>write at least three in every cell: `---`, `:--`, `--:` or `:-:`</source>
        <translation>schreiben Sie in jede Zelle mindestens drei: `---`, `:--`, `--:` oder `:-:`</translation>
    </message>
    <message>
        <source>%1 in prose is shown as written: only a readout computes it</source>
        <translation>%1 im Fließtext wird angezeigt, wie es dasteht: Nur ein Readout rechnet es aus</translation>
    </message>
    <message>
        <source>put the sentence in a `readout` block</source>
        <translation>setzen Sie den Satz in einen `readout`-Block</translation>
    </message>
    <message>
        <source>this line does not close the %1 block, which opened with %2</source>
        <translation>diese Zeile schließt den %1-Block nicht, der mit %2 begann</translation>
    </message>
    <message>
        <source>close it with a line of %1</source>
        <translation>schließen Sie ihn mit einer Zeile %1</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; holds %2 where a run belongs</source>
        <translation>das Feld „%1“ enthält %2, wo ein Lauf hingehört</translation>
    </message>
    <message>
        <source>the heading %1 (line %2 of %3) is missing before this block</source>
        <translation>die Überschrift %1 (Zeile %2 von %3) fehlt vor diesem Block</translation>
    </message>
    <message>
        <source>this heading has no `%1` heading at its place in %2</source>
        <translation>diese Überschrift hat an ihrer Stelle in %2 keine `%1`-Überschrift</translation>
    </message>
    <message>
        <source>the feedback for %1 says it is right, but the answer is %2</source>
        <translation>die Rückmeldung zu %1 nennt sie richtig, aber die Antwort ist %2</translation>
    </message>
    <message>
        <source>check that the feedback stands under the id of its option, in every edition of the lesson</source>
        <translation>prüfen Sie, ob jede Rückmeldung unter der ID ihrer Option steht, in jeder Sprachfassung der Lektion</translation>
    </message>
    <message>
        <source>the feedback for %1, the right answer, says it is wrong</source>
        <translation>die Rückmeldung zu %1, der richtigen Antwort, nennt sie falsch</translation>
    </message>
    <message>
        <source>`mistake %1` is the `expected` formula itself: a right answer would be told it is this mistake</source>
        <translation>`mistake %1` ist die Formel aus `expected` selbst: einer richtigen Antwort würde gesagt, sie sei dieser Fehler</translation>
    </message>
    <message>
        <source>write the formula a student gets by making the mistake, e.g. with the divisor left out</source>
        <translation>schreiben Sie die Formel, auf die man mit dem Fehler kommt, z. B. ohne den Teiler</translation>
    </message>
    <message>
        <source>`predict-dim` is unused with `predict: direction`, which compares every head dimension</source>
        <translation>`predict-dim` bleibt bei `predict: direction` unbenutzt, denn dort wird jede Kopfdimension verglichen</translation>
    </message>
    <message>
        <source>remove `predict-dim`, or predict a number with `predict: max-weight`</source>
        <translation>entfernen Sie `predict-dim`, oder lassen Sie mit `predict: max-weight` eine Zahl vorhersagen</translation>
    </message>
    <message>
        <source>the prediction %1 has no `reveal`: the %2 %3 right below it shows the answer before the student predicts</source>
        <translation>die Vorhersage %1 hat kein `reveal`: der Block %2 %3 direkt darunter zeigt die Antwort, bevor die Lernenden vorhersagen</translation>
    </message>
    <message>
        <source>add `reveal: %1` to the question</source>
        <translation>ergänzen Sie `reveal: %1` in der Frage</translation>
    </message>
    <message>
        <source>this %1 draws the same figure as %2, which %3 hides until it is answered: the student sees the answer above the question</source>
        <translation>dieser Block %1 zeigt dasselbe Bild wie %2, das %3 bis zur Antwort verbirgt: die Lernenden sehen die Antwort über der Frage</translation>
    </message>
    <message>
        <source>move it below the question, or change what it shows</source>
        <translation>verschieben Sie ihn unter die Frage, oder ändern Sie, was er zeigt</translation>
    </message>
    <message>
        <source>this %1 heading skips a level: the heading above it is %2</source>
        <translation>diese Überschrift %1 überspringt eine Ebene: die Überschrift darüber ist %2</translation>
    </message>
    <message>
        <source>write %1, one `#` more than the heading above</source>
        <translation>schreiben Sie %1, ein `#` mehr als die Überschrift darüber</translation>
    </message>
    <message>
        <source>a header value cannot continue on a second line</source>
        <translation>ein Wert im Kopf kann nicht auf einer zweiten Zeile weitergehen</translation>
    </message>
    <message>
        <source>join this line to the one above: each header key takes one line</source>
        <translation>hängen Sie diese Zeile an die darüber an: jeder Schlüssel im Kopf steht auf einer Zeile</translation>
    </message>
    <message>
        <source>the math opened here runs over plain words up to the `$` on line %1: its closing `$` is missing</source>
        <translation>die hier geöffnete Mathematik reicht über gewöhnliche Wörter bis zum `$` in Zeile %1: ihr schließendes `$` fehlt</translation>
    </message>
    <message>
        <source>add the closing `$` where the formula ends</source>
        <translation>setzen Sie das schließende `$` dort, wo die Formel endet</translation>
    </message>
    <message>
        <source>`**` is never closed in this paragraph: the student sees the stars</source>
        <translation>`**` wird in diesem Absatz nie geschlossen: die Lernenden sehen die Sternchen</translation>
    </message>
    <message>
        <source>close the bold text with `**`, or write `\*\*` for two stars</source>
        <translation>schließen Sie den fetten Text mit `**`, oder schreiben Sie `\*\*` für zwei Sternchen</translation>
    </message>
    <message>
        <source>the link to %1 is never opened: a lesson opens only http and https addresses</source>
        <translation>der Link auf %1 wird nie geöffnet: eine Lektion öffnet nur http- und https-Adressen</translation>
    </message>
    <message>
        <source>link to a web page, or name the source in words</source>
        <translation>verlinken Sie eine Webseite, oder nennen Sie die Quelle in Worten</translation>
    </message>
    <message>
        <source>%1 cannot hold the blocks right below it: they wait with %2, which %3 on line %4 reveals, and show once %3 is answered</source>
        <translation>%1 kann die Blöcke direkt darunter nicht zurückhalten: Sie warten mit %2, das %3 in Zeile %4 aufdeckt, und erscheinen, sobald %3 beantwortet ist</translation>
    </message>
    <message>
        <source>put a heading right below %1, so that what it holds is a section of its own, or move `hold` to %2</source>
        <translation>setzen Sie direkt unter %1 eine Überschrift, damit das Zurückgehaltene ein eigener Abschnitt ist, oder setzen Sie `hold` in %2</translation>
    </message>
    <message>
        <source>%1 (practice, not counted)</source>
        <comment>a lab&apos;s prediction</comment>
        <translation>%1 (Übung, zählt nicht)</translation>
    </message>
    <message>
        <source>`\sqrt[` has no `]` after its degree (write e.g. `\sqrt[4]{d_k}`)</source>
        <translation>nach dem Grad von `\sqrt[` fehlt `]` (schreiben Sie z. B. `\sqrt[4]{d_k}`)</translation>
    </message>
    <message>
        <source>`\sqrt[]` has an empty degree (write e.g. `\sqrt[4]{d_k}`, or `\sqrt{d_k}` for a square root)</source>
        <translation>`\sqrt[]` hat einen leeren Grad (schreiben Sie z. B. `\sqrt[4]{d_k}` oder `\sqrt{d_k}` für eine Quadratwurzel)</translation>
    </message>
    <message>
        <source>root of degree %1 of %2</source>
        <translation>Wurzel vom Grad %1 aus %2</translation>
    </message>
    <message>
        <source>root of degree %1 of %2, end root</source>
        <translation>Wurzel vom Grad %1 aus %2, Ende der Wurzel</translation>
    </message>
    <message>
        <source>the link to %1 is never opened: it is not a valid web address</source>
        <translation>der Link auf %1 wird nie geöffnet: er ist keine gültige Webadresse</translation>
    </message>
    <message>
        <source>copy the address from the browser&apos;s address bar; a name between dots holds at most 63 characters</source>
        <translation>kopieren Sie die Adresse aus der Adressleiste des Browsers; ein Name zwischen zwei Punkten hat höchstens 63 Zeichen</translation>
    </message>
    <message>
        <source>the prompt of %1 gives %2, but `expected` reads %3 from the slider on line %4, which the student can move before answering: the answer is graded at the slider&apos;s value</source>
        <translation>die Aufgabe %1 nennt %2, aber `expected` liest %3 vom Schieberegler in Zeile %4, den die Lernenden vor ihrer Antwort verstellen können: Bewertet wird beim Wert des Schiebereglers</translation>
    </message>
    <message>
        <source>write the prompt&apos;s number into `expected`, ask about the value the slider is set to, or place the slider between the question and the block it reveals, where it stays locked until the answer</source>
        <translation>schreiben Sie die Zahl der Aufgabe in `expected`, fragen Sie nach dem eingestellten Wert des Schiebereglers, oder setzen Sie den Schieberegler zwischen die Frage und den Block, den sie aufdeckt: Dort bleibt er bis zur Antwort gesperrt</translation>
    </message>
    <message>
        <source>cube</source>
        <comment>said before &apos;root&apos;: a root of degree 3</comment>
        <translation>dritte</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>said before &apos;root&apos;: a root of degree 4</comment>
        <translation>vierte</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>said before &apos;root&apos;: a root of degree 5</comment>
        <translation>fünfte</translation>
    </message>
    <message>
        <source>sixth</source>
        <comment>said before &apos;root&apos;: a root of degree 6</comment>
        <translation>sechste</translation>
    </message>
    <message>
        <source>seventh</source>
        <comment>said before &apos;root&apos;: a root of degree 7</comment>
        <translation>siebte</translation>
    </message>
    <message>
        <source>eighth</source>
        <comment>said before &apos;root&apos;: a root of degree 8</comment>
        <translation>achte</translation>
    </message>
    <message>
        <source>ninth</source>
        <comment>said before &apos;root&apos;: a root of degree 9</comment>
        <translation>neunte</translation>
    </message>
    <message>
        <source>tenth</source>
        <comment>said before &apos;root&apos;: a root of degree 10</comment>
        <translation>zehnte</translation>
    </message>
    <message>
        <source>%1 root of %2</source>
        <translation>%1 Wurzel aus %2</translation>
    </message>
    <message>
        <source>%1 root of %2, end root</source>
        <translation>%1 Wurzel aus %2, Ende der Wurzel</translation>
    </message>
    <message>
        <source>%1-th root of %2</source>
        <translation>%1-te Wurzel aus %2</translation>
    </message>
    <message>
        <source>%1-th root of %2, end root</source>
        <translation>%1-te Wurzel aus %2, Ende der Wurzel</translation>
    </message>
    <message>
        <source>`next` names lesson `%1`, which is not in this folder: its button is shown disabled</source>
        <translation>`next` nennt die Lektion `%1`, die nicht in diesem Ordner ist: ihre Schaltfläche wird deaktiviert angezeigt</translation>
    </message>
    <message>
        <source>check the id; a course is one folder, so point to a lesson of another course in prose, not with `next`</source>
        <translation>prüfen Sie die Kennung; ein Kurs ist ein Ordner, verweisen Sie also im Fließtext auf eine Lektion eines anderen Kurses, nicht mit `next`</translation>
    </message>
    <message>
        <source>%1 has a problem of its own in this block (its line %2: %3): fix it there first, then make this block the same</source>
        <translation>%1 hat in diesem Block selbst ein Problem (seine Zeile %2: %3): beheben Sie es zuerst dort und gleichen Sie dann diesen Block an</translation>
    </message>
    <message>
        <source>the callout %1 is a takeaway written as a `%2` %3: it is shown from the start and may give the model answer away</source>
        <translation>der Kasten %1 ist ein Merksatz, geschrieben als `%2` %3: er ist von Anfang an zu sehen und kann die Musterantwort vorwegnehmen</translation>
    </message>
    <message>
        <source>write `kind: takeaway` and place it right after the `explain` block: there it waits until the student has compared their explanation</source>
        <translation>schreiben Sie `kind: takeaway` und setzen Sie ihn direkt hinter den `explain`-Block: dort wartet er, bis die Lernenden ihre Erklärung verglichen haben</translation>
    </message>
    <message>
        <source>above the explain-it-back on line %1</source>
        <translation>über „Mit eigenen Worten erklären“ in Zeile %1</translation>
    </message>
    <message>
        <source>right after an explain-it-back</source>
        <translation>direkt nach „Mit eigenen Worten erklären“</translation>
    </message>
    <message>
        <source>the prediction %1 reveals %2, but the %3 %4 right below it is shown from the start and may show the answer before the student predicts</source>
        <translation>die Vorhersage %1 deckt %2 auf, aber %3 %4 direkt darunter ist von Anfang an zu sehen und kann die Antwort zeigen, bevor die Lernenden vorhersagen</translation>
    </message>
    <message>
        <source>reveal %1 if it answers the prediction (`reveal: %2`), or move it away from the question</source>
        <translation>decken Sie %1 auf, wenn es die Vorhersage beantwortet (`reveal: %2`), oder rücken Sie es von der Frage weg</translation>
    </message>
    <message>
        <source>the prompt of %1 asks for a prediction, but the question has no `style: predict`: it is graded as a quick check</source>
        <translation>die Frage %1 verlangt eine Vorhersage, hat aber kein `style: predict`: sie wird als Kurztest bewertet</translation>
    </message>
    <message>
        <source>add `style: predict`, or ask a question with one right answer</source>
        <translation>ergänzen Sie `style: predict` oder stellen Sie eine Frage mit einer richtigen Antwort</translation>
    </message>
    <message>
        <source>%1 names an option by its place, but the options are shown in an order shuffled per learner</source>
        <translation>%1 nennt eine Option nach ihrem Platz, aber die Optionen werden für alle Lernenden in gemischter Reihenfolge gezeigt</translation>
    </message>
    <message>
        <source>name the option by what it says, or pin the options with `pin` so they keep their written places</source>
        <translation>nennen Sie die Option nach ihrem Inhalt oder halten Sie die Optionen mit `pin` an ihrem geschriebenen Platz</translation>
    </message>
    <message>
        <source>the explanation of %1 calls %2 right, but `answer` is %3</source>
        <translation>die Erklärung von %1 nennt %2 richtig, aber `answer` ist %3</translation>
    </message>
    <message>
        <source>correct `answer` or the explanation, whichever is wrong</source>
        <translation>berichtigen Sie `answer` oder die Erklärung, je nachdem, was falsch ist</translation>
    </message>
    <message>
        <source>the prompt of %1 lets the student set a control where they like, but `expected` is the constant %2: every other position is graded wrong</source>
        <translation>die Frage %1 lässt die Lernenden einen Regler beliebig stellen, aber `expected` ist die Konstante %2: jede andere Stellung wird als falsch bewertet</translation>
    </message>
    <message>
        <source>write `expected` as a formula of the control&apos;s parameter, or give the value in the prompt</source>
        <translation>schreiben Sie `expected` als Formel des Reglerparameters oder nennen Sie den Wert in der Frage</translation>
    </message>
    <message>
        <source>%1 asks for a percentage, but `expected` is %2, a fraction: a student who types %3 is graded wrong</source>
        <translation>%1 verlangt einen Prozentwert, aber `expected` ist %2, ein Anteil: wer %3 eingibt, wird als falsch bewertet</translation>
    </message>
    <message>
        <source>`unit: %`</source>
        <translation>`unit: %`</translation>
    </message>
    <message>
        <source>the prompt</source>
        <translation>die Frage</translation>
    </message>
    <message>
        <source>write `expected: 100 * (%1)` and `unit: %`</source>
        <translation>schreiben Sie `expected: 100 * (%1)` und `unit: %`</translation>
    </message>
    <message>
        <source>the prompt asks for a fraction, but `expected` is %1%2: a student who types %3 is graded wrong</source>
        <translation>die Frage verlangt einen Anteil, aber `expected` ist %1%2: wer %3 eingibt, wird als falsch bewertet</translation>
    </message>
    <message>
        <source> with `unit: %`</source>
        <translation> mit `unit: %`</translation>
    </message>
    <message>
        <source>write `expected: (%1) / 100` without `unit: %`, or ask for a percentage</source>
        <translation>schreiben Sie `expected: (%1) / 100` ohne `unit: %` oder fragen Sie nach einem Prozentwert</translation>
    </message>
    <message>
        <source>%1 in %2 is shown as written: placeholders are computed only in a readout&apos;s `text` and a question&apos;s `review-prompt` and `review-explanation`</source>
        <translation>%1 in %2 wird so angezeigt, wie es geschrieben ist: Platzhalter werden nur im `text` einer Anzeige und in `review-prompt` und `review-explanation` einer Frage berechnet</translation>
    </message>
    <message>
        <source>show the live number in a `readout` block beside it, or write a fixed number</source>
        <translation>zeigen Sie die laufende Zahl in einem `readout`-Block daneben oder schreiben Sie eine feste Zahl</translation>
    </message>
    <message>
        <source>the lines from here to line %1 hold %2 characters of `$...$` math, above the cap of %3</source>
        <translation>die Zeilen von hier bis Zeile %1 enthalten %2 Zeichen `$...$`-Mathematik, mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>split the paragraph with blank lines, or shorten its formulas</source>
        <translation>teilen Sie den Absatz mit Leerzeilen oder kürzen Sie seine Formeln</translation>
    </message>
    <message>
        <source>more than %1 characters of `$...$` math in one lesson</source>
        <translation>mehr als %1 Zeichen `$...$`-Mathematik in einer Lektion</translation>
    </message>
    <message>
        <source>the text has the number %1 where %2 has %3 (its prose from line %4)</source>
        <translation>der Text hat die Zahl %1, wo %2 %3 hat (sein Fließtext ab Zeile %4)</translation>
    </message>
    <message>
        <source>a translation keeps the numbers of %1; write %2 as it does (a decimal comma is fine)</source>
        <translation>eine Übersetzung behält die Zahlen von %1; schreiben Sie %2 wie dort (ein Dezimalkomma ist in Ordnung)</translation>
    </message>
    <message>
        <source>the answer to %1 is printed by the table on line %2, so it can be copied</source>
        <translation>die Antwort auf %1 steht in der Tabelle in Zeile %2 und kann abgeschrieben werden</translation>
    </message>
    <message>
        <source>slider `%1` spans %2..%3, but %4 (line %6) allows %5</source>
        <translation>Schieberegler `%1` reicht von %2 bis %3, aber %4 (Zeile %6) erlaubt %5</translation>
    </message>
    <message>
        <source>%1 prints a fraction from 0 to 1 (its value at every end and default of its controls) before `%`: the page reads e.g. 0.73% for 73%</source>
        <translation>%1 zeigt einen Anteil von 0 bis 1 (sein Wert an jedem Ende und beim Startwert seiner Regler) vor `%`: auf der Seite steht z. B. 0,73 % statt 73 %</translation>
    </message>
    <message>
        <source>the file name marks the %1 variant but the header has no `language` line, so the lesson is read as English</source>
        <translation>der Dateiname kennzeichnet die Variante %1, aber der Kopf hat keine Zeile `language`, daher wird die Lektion als Englisch gelesen</translation>
    </message>
    <message>
        <source>correct `answer`, or the text if it stands under the wrong option&apos;s id</source>
        <translation>korrigieren Sie `answer` oder den Text, falls er unter der ID der falschen Option steht</translation>
    </message>
    <message>
        <source>`answer` is %1, but the feedback for %2 says it is right</source>
        <translation>`answer` ist %1, aber die Rückmeldung zu %2 sagt, sie sei richtig</translation>
    </message>
    <message>
        <source>`answer` is %1 and leaves out %2, whose feedback says right</source>
        <translation>`answer` ist %1 und lässt %2 aus, deren Rückmeldung „richtig“ sagt</translation>
    </message>
    <message>
        <source>`answer` is %1 and includes %2, whose feedback says wrong</source>
        <translation>`answer` ist %1 und enthält %2, deren Rückmeldung „falsch“ sagt</translation>
    </message>
    <message>
        <source>`expected` is %1 at the controls&apos; defaults, but the explanation of %2 states %3 and none of its numbers is %1</source>
        <translation>`expected` ist bei den Startwerten der Regler %1, aber die Erklärung von %2 nennt %3, und keine ihrer Zahlen ist %1</translation>
    </message>
    <message>
        <source>correct `expected` or the explanation, whichever is wrong</source>
        <translation>korrigieren Sie `expected` oder die Erklärung, je nachdem, was falsch ist</translation>
    </message>
    <message>
        <source>unknown block type %1: the block is shown as a code sample, its keys as text</source>
        <translation>unbekannter Blocktyp %1: der Block wird als Codebeispiel gezeigt, seine Schlüssel als Text</translation>
    </message>
    <message>
        <source>write one of the block types: %1</source>
        <translation>schreiben Sie einen der Blocktypen: %1</translation>
    </message>
    <message>
        <source>%1 names a button by its English label: a translated edition shows the button&apos;s own label</source>
        <translation>%1 nennt eine Schaltfläche mit ihrer englischen Beschriftung: eine übersetzte Ausgabe zeigt die eigene Beschriftung der Schaltfläche</translation>
    </message>
    <message>
        <source>write %1, which shows the label the button carries in the student&apos;s language</source>
        <translation>schreiben Sie %1; das zeigt die Beschriftung, die die Schaltfläche in der Sprache der Lernenden trägt</translation>
    </message>
    <message>
        <source>the answer to %1 is printed on a bar of the chart on line %2, so it can be copied</source>
        <translation>die Antwort auf %1 steht an einem Balken des Diagramms in Zeile %2 und kann abgeschrieben werden</translation>
    </message>
    <message>
        <source>ask for a value the page does not show, or reveal the chart with the question&apos;s `reveal`</source>
        <translation>fragen Sie nach einem Wert, den die Seite nicht zeigt, oder decken Sie das Diagramm mit `reveal` der Frage auf</translation>
    </message>
    <message>
        <source>ask for a value the page does not show, or take that formula out of the readout; if the readout shows another value than the prompt asks for, `expected` is the mistake</source>
        <translation>fragen Sie nach einem Wert, den die Seite nicht zeigt, oder nehmen Sie die Formel aus der Anzeige; zeigt die Anzeige einen anderen Wert als den, nach dem die Frage fragt, liegt der Fehler in `expected`</translation>
    </message>
    <message>
        <source>%1 names a button, but no button of this lesson reads so in its language (%2)</source>
        <translation>%1 nennt eine Schaltfläche, aber keine Schaltfläche dieser Lektion trägt in ihrer Sprache (%2) diese Aufschrift</translation>
    </message>
    <message>
        <source>write the button&apos;s role, which shows its label in the student&apos;s language: %1</source>
        <translation>schreiben Sie die Rolle der Schaltfläche, die ihre Aufschrift in der Sprache der Lernenden zeigt: %1</translation>
    </message>
    <message>
        <source>the key of %1 cannot be checked: no feedback of its options says whether that option is right</source>
        <translation>der Schlüssel von %1 lässt sich nicht prüfen: Keine Rückmeldung seiner Optionen sagt, ob die Option richtig ist</translation>
    </message>
    <message>
        <source>open the feedback of each option in `answer` with a verdict such as &quot;Right:&quot;, and of the others with one such as &quot;Not quite:&quot;</source>
        <translation>beginnen Sie die Rückmeldung jeder Option in `answer` mit einem Urteil wie „Right:“ oder „Richtig:“, die der anderen mit einem wie „Not quite:“ oder „Nein,“</translation>
    </message>
    <message>
        <source>this %1 heading stands where %2 has the section heading %3 (its line %4): write %5</source>
        <translation>diese %1-Überschrift steht, wo %2 die Abschnittsüberschrift %3 hat (dort Zeile %4): schreiben Sie %5</translation>
    </message>
    <message>
        <source>`answer` names the same options as %1 (its line %2: `%3`), but in another order</source>
        <translation>`answer` nennt dieselben Optionen wie %1 (dort Zeile %2: `%3`), aber in anderer Reihenfolge</translation>
    </message>
    <message>
        <source>`option %1` has the numbers of `option %2` in %3: the texts of two options are swapped, so the student is graded against the other text</source>
        <translation>`option %1` hat die Zahlen von `option %2` in %3: die Texte zweier Optionen sind vertauscht, sodass die Antwort nach dem anderen Text bewertet wird</translation>
    </message>
    <message>
        <source>this file has the id of %1 and a name like its `%2` variant, but it is not read as a variant: a variant&apos;s language follows a dot, in lowercase</source>
        <translation>diese Datei hat die Kennung von %1 und einen Namen wie dessen Variante `%2`, wird aber nicht als Variante gelesen: die Sprache einer Variante folgt auf einen Punkt, in Kleinbuchstaben</translation>
    </message>
    <message>
        <source>rename it to `%1.%2.lesson.md`</source>
        <translation>benennen Sie sie in `%1.%2.lesson.md` um</translation>
    </message>
    <message>
        <source>the text has the formula %1, which %2 does not have in its prose from line %3</source>
        <translation>der Text hat die Formel %1, die %2 in seinem Text ab Zeile %3 nicht hat</translation>
    </message>
    <message>
        <source>a translation keeps the formulas of %1 and translates only their \text words</source>
        <translation>eine Übersetzung behält die Formeln von %1 und übersetzt nur ihre \text-Wörter</translation>
    </message>
    <message>
        <source>the answer to %1 is printed as a weight on a point of the mixture chart on line %2, so it can be copied</source>
        <translation>die Antwort auf %1 steht als Gewicht an einem Punkt des Mischungsdiagramms in Zeile %2 und kann abgeschrieben werden</translation>
    </message>
    <message>
        <source>`predict-prompt` asks about d_k = %1, but the prediction is scored at d_k = %2 (`predict-dim`): the exact answer to the prompt is graded as off</source>
        <translation>`predict-prompt` fragt nach d_k = %1, aber die Vorhersage wird bei d_k = %2 bewertet (`predict-dim`): die genaue Antwort auf die Frage gilt als daneben</translation>
    </message>
    <message>
        <source>make `predict-dim` %1, or ask about d_k = %2 in the prompt</source>
        <translation>setzen Sie `predict-dim` auf %1 oder fragen Sie in `predict-prompt` nach d_k = %2</translation>
    </message>
    <message>
        <source>`tolerance` %1 is in percentage points: every prediction within %1 points of the weight, %2 points of the 0-100 scale, is a match</source>
        <translation>`tolerance` %1 ist in Prozentpunkten: jede Vorhersage bis %1 Punkte neben dem Gewicht, ein Fenster von %2 Punkten auf der Skala von 0 bis 100, gilt als Treffer</translation>
    </message>
    <message>
        <source>rename the file to end in `.%1.lesson.md`: the interface language picks a variant by its two-letter code, never %2</source>
        <translation>benennen Sie die Datei so um, dass sie auf `.%1.lesson.md` endet: die Sprache der Oberfläche wählt eine Variante nach ihrem Code aus zwei Buchstaben, nie nach %2</translation>
    </message>
    <message>
        <source>the key of %1 cannot be checked for %2: its feedback says neither right nor wrong, while the others&apos; do</source>
        <translation>der Schlüssel von %1 lässt sich für %2 nicht prüfen: seine Rückmeldung sagt weder richtig noch falsch, die der anderen Optionen schon</translation>
    </message>
    <message>
        <source>open this feedback with a verdict, such as &quot;Right:&quot; if %1 belongs in `answer` or &quot;Not quite:&quot; if not</source>
        <translation>beginnen Sie diese Rückmeldung mit einem Urteil, etwa „Richtig:“, wenn %1 in `answer` gehört, sonst „Nicht ganz:“</translation>
    </message>
    <message>
        <source>the prompt of %1 asks about entry %2, but `expected` takes entry %3 of `softmax`</source>
        <translation>die Aufgabe %1 fragt nach Eintrag %2, aber `expected` nimmt Eintrag %3 von `softmax`</translation>
    </message>
    <message>
        <source>softmax&apos;s first argument is the entry it returns, counted from 1: write %1 there, or correct the prompt</source>
        <translation>das erste Argument von softmax ist der Eintrag, den es liefert, gezählt ab 1: schreiben Sie dort %1, oder berichtigen Sie die Aufgabe</translation>
    </message>
    <message>
        <source>ask for a value the page does not show, or reveal the table with the question&apos;s `reveal`</source>
        <translation>fragen Sie nach einem Wert, den die Seite nicht zeigt, oder decken Sie die Tabelle mit dem `reveal` der Frage auf</translation>
    </message>
    <message>
        <source>%1 mixes a decimal comma with the commas between numbers: the student cannot tell how many numbers the list holds</source>
        <translation>%1 mischt ein Dezimalkomma mit den Kommas zwischen Zahlen: Lernende können nicht erkennen, wie viele Zahlen die Liste enthält</translation>
    </message>
    <message>
        <source>separate the numbers with `;`, as in `2; 1; 0,5`, or write decimal points</source>
        <translation>trennen Sie die Zahlen mit `;`, wie in `2; 1; 0,5`, oder schreiben Sie Dezimalpunkte</translation>
    </message>
</context>
<context>
    <name>lessons::Registry</name>
    <message>
        <source>Softmax weights</source>
        <translation>Softmax-Gewichte</translation>
    </message>
    <message>
        <source>Gradient factor</source>
        <translation>Gradientenfaktor</translation>
    </message>
    <message>
        <source>Softmax at a temperature</source>
        <translation>Softmax bei einer Temperatur</translation>
    </message>
    <message>
        <source>Dot products of random vectors</source>
        <translation>Skalarprodukte zufälliger Vektoren</translation>
    </message>
    <message>
        <source>Spread of the dot product against $d_k$</source>
        <translation>Streuung des Skalarprodukts über $d_k$</translation>
    </message>
    <message>
        <source>Per-dimension terms $q_j k_j$</source>
        <translation>Terme $q_j k_j$ je Dimension</translation>
    </message>
    <message>
        <source>Two arrows and their dot product</source>
        <translation>Zwei Pfeile und ihr Skalarprodukt</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Schnelltest</translation>
    </message>
    <message>
        <source>Walkthrough</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>Takeaway</source>
        <translation>Merksatz</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Mixing values in the plane</source>
        <translation>Values in der Ebene mischen</translation>
    </message>
    <message>
        <source>Raw scores</source>
        <translation>Rohe Scores</translation>
    </message>
    <message>
        <source>Three buses: no scaling, divided by $\sqrt{d_k}$, divided by $d_k$</source>
        <translation>Drei Busse: ohne Skalierung, geteilt durch $\sqrt{d_k}$, geteilt durch $d_k$</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Open the lesson files of DIR instead of the built-in course.</source>
        <translation>Die Lektionsdateien in DIR statt des eingebauten Kurses öffnen.</translation>
    </message>
    <message>
        <source>Check the lesson files and folders given as arguments, print every problem and exit (0 = no errors, 1 = errors, 2 = bad usage). No window.</source>
        <translation>Die als Argumente angegebenen Lektionsdateien und -ordner prüfen, jedes Problem ausgeben und beenden (0 = keine Fehler, 1 = Fehler, 2 = falscher Aufruf). Kein Fenster.</translation>
    </message>
    <message>
        <source>Write the learner&apos;s record to FILE and exit: .json (the whole record, importable again), .csv (one row per attempt) or .pdf (a printable report). No window.</source>
        <translation>Den Lernstand in FILE schreiben und beenden: .json (der ganze Lernstand, wieder importierbar), .csv (eine Zeile je Versuch) oder .pdf (ein druckbarer Bericht). Kein Fenster.</translation>
    </message>
    <message>
        <source>Use this language (e.g. de) instead of the system&apos;s.</source>
        <translation>Diese Sprache (z. B. de) statt der des Systems verwenden.</translation>
    </message>
    <message>
        <source>Attention Lab: interactive lessons on why attention divides by sqrt(d_k).</source>
        <translation>Attention Lab: interaktive Lektionen darüber, warum Attention durch sqrt(d_k) teilt.</translation>
    </message>
    <message>
        <source>--export-record %1: name the file .json, .csv or .pdf; the suffix picks the format.</source>
        <translation>--export-record %1: Benennen Sie die Datei mit .json, .csv oder .pdf; die Endung bestimmt das Format.</translation>
    </message>
    <message>
        <source>Cannot read the record %1: %2. Nothing was written; start Attention Lab once to have the file set aside and reported.</source>
        <translation>Der Lernstand %1 kann nicht gelesen werden: %2. Es wurde nichts geschrieben; starten Sie Attention Lab einmal, damit die Datei beiseitegelegt und gemeldet wird.</translation>
    </message>
    <message>
        <source>--export-record: %1</source>
        <translation>--export-record: %1</translation>
    </message>
    <message>
        <source>Wrote %1 (lessons in the record: %2).</source>
        <translation>%1 geschrieben (Lektionen im Lernstand: %2).</translation>
    </message>
    <message>
        <source>--lessons %1: no such folder. Give a folder that holds NAME.lesson.md files.</source>
        <translation>--lessons %1: Diesen Ordner gibt es nicht. Geben Sie einen Ordner mit NAME.lesson.md-Dateien an.</translation>
    </message>
    <message>
        <source>Cannot write the screenshot to %1: check that the folder exists and is writable.</source>
        <translation>Das Bildschirmfoto kann nicht nach %1 geschrieben werden: Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>Render the window with the lesson to an image and exit: PNG, or the format the file name&apos;s suffix names (.bmp, .ppm, .jpg).</source>
        <translation>Das Fenster mit der Lektion als Bild speichern und beenden: als PNG oder in dem Format, das die Endung des Dateinamens nennt (.bmp, .ppm, .jpg).</translation>
    </message>
    <message>
        <source>With --check: lesson files or folders to check. Otherwise: one lesson folder, lesson file or file: URL to open (a file opens its folder at that lesson).</source>
        <translation>Mit --check: zu prüfende Lektionsdateien oder -ordner. Sonst: ein Lektionsordner, eine Lektionsdatei oder eine file:-URL zum Öffnen (eine Datei öffnet ihren Ordner bei dieser Lektion).</translation>
    </message>
    <message>
        <source>--locale %1: no such language; give a name such as de, de_DE or en.</source>
        <translation>--locale %1: keine solche Sprache; einen Namen wie de, de_DE oder en angeben.</translation>
    </message>
    <message>
        <source>Unexpected argument %1: --export-record takes no paths besides its FILE.</source>
        <translation>Unerwartetes Argument %1: --export-record nimmt außer seiner DATEI keine Pfade.</translation>
    </message>
    <message>
        <source>Unexpected argument %1: give one lesson folder or lesson file to open (use --check to check several).</source>
        <translation>Unerwartetes Argument %1: einen Lektionsordner oder eine Lektionsdatei zum Öffnen angeben (mehrere prüft --check).</translation>
    </message>
    <message>
        <source>Unexpected argument %1: give either --lessons DIR or a folder or lesson file, not both.</source>
        <translation>Unerwartetes Argument %1: entweder --lessons ORDNER oder einen Ordner bzw. eine Lektionsdatei angeben, nicht beides.</translation>
    </message>
    <message>
        <source>Run attention-lab --help for the options.</source>
        <translation>attention-lab --help zeigt die Optionen.</translation>
    </message>
    <message>
        <source>--export-record %1: the folder %2 does not exist; give a file in an existing folder.</source>
        <translation>--export-record %1: den Ordner %2 gibt es nicht; eine Datei in einem vorhandenen Ordner angeben.</translation>
    </message>
    <message>
        <source>Bad usage.</source>
        <translation>Falscher Aufruf.</translation>
    </message>
    <message>
        <source>Qt&apos;s own options work too, such as -style Fusion or -reverse.</source>
        <translation>Auch die Optionen von Qt selbst wirken, etwa -style Fusion oder -reverse.</translation>
    </message>
    <message>
        <source>Open the lesson with this id, or the lesson with this number in the sidebar (1 for the first).</source>
        <translation>Die Lektion mit dieser Kennung öffnen, oder die Lektion mit dieser Nummer in der Seitenleiste (1 für die erste).</translation>
    </message>
    <message>
        <source>--lesson %1: no lesson with id `%1`, and the lessons are numbered 1 to %2 (give a number the sidebar shows, or one of the ids %3). No screenshot was written.</source>
        <translation>--lesson %1: Keine Lektion mit der Kennung `%1`, und die Lektionen sind von 1 bis %2 nummeriert (geben Sie eine Nummer aus der Seitenleiste oder eine der Kennungen %3 an). Es wurde kein Bildschirmfoto geschrieben.</translation>
    </message>
</context>
</TS>
