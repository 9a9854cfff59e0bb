<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="27" />
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="29" />
        <source>Takeaway</source>
        <translation>Merksatz</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="31" />
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="32" />
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>app::CalloutBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="73" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>app::ChartBlock</name>
    <message>
        <location filename="../app/blocks/chartblock.cpp" line="80" />
        <source>This build cannot draw charts of kind “%1”.</source>
        <translation>Diese Version kann Diagramme der Art „%1“ nicht zeichnen.</translation>
    </message>
</context>
<context>
    <name>app::CodeBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="50" />
        <source>Code sample</source>
        <translation>Codebeispiel</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="51" />
        <source>Code sample (%1)</source>
        <translation>Codebeispiel (%1)</translation>
    </message>
</context>
<context>
    <name>app::ExplainBlock</name>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="22" />
        <source>Explain it back</source>
        <translation>Mit eigenen Worten erklären</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="31" />
        <source>Write your explanation here. It is saved as you type.</source>
        <translation>Schreiben Sie hier Ihre Erklärung. Sie wird beim Tippen gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="32" />
        <source>Your explanation</source>
        <translation>Ihre Erklärung</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="37" />
        <source>Compare with the model answer</source>
        <translation>Mit der Musterantwort vergleichen</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="38" />
        <source>Saves your explanation and shows the model answer and the rubric</source>
        <translation>Speichert Ihre Erklärung und zeigt die Musterantwort und die Bewertungspunkte</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="40" />
        <source>Write your own explanation first; the model answer appears once you have tried.</source>
        <translation>Schreiben Sie zuerst Ihre eigene Erklärung; die Musterantwort erscheint, sobald Sie es versucht haben.</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="53" />
        <source>Model answer</source>
        <translation>Musterantwort</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="57" />
        <source>Tick what your explanation covers:</source>
        <translation>Haken Sie ab, was Ihre Erklärung abdeckt:</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="66" />
        <source>Rubric item %1 of %2</source>
        <translation>Bewertungspunkt %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="76" />
        <source>Explain it back: %1</source>
        <translation>Mit eigenen Worten erklären: %1</translation>
    </message>
</context>
<context>
    <name>app::FormulaBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="97" />
        <location filename="../app/blocks/textblocks.cpp" line="98" />
        <source>Formula: %1</source>
        <translation>Formel: %1</translation>
    </message>
</context>
<context>
    <name>app::LabBlock</name>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="67" />
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="70" />
        <source>Lab: %1</source>
        <translation>Labor: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="76" />
        <location filename="../app/blocks/labblock.cpp" line="454" />
        <source>Raw logits</source>
        <translation>Rohe Logits</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="77" />
        <source>Comma-separated numbers, one per key, e.g. 0, 4, 2</source>
        <translation>Durch Kommas getrennte Zahlen, eine pro Key, z. B. 0, 4, 2</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="80" />
        <source>Head dimensions</source>
        <translation>Kopfdimensionen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="81" />
        <source>Comma-separated whole numbers from 1 to %1; one result row each</source>
        <translation>Durch Kommas getrennte ganze Zahlen von 1 bis %1; je eine Ergebniszeile</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="90" />
        <source>&amp;Raw logits:</source>
        <translation>&amp;Rohe Logits:</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="92" />
        <source>&amp;Head dimensions d_k:</source>
        <translation>&amp;Kopfdimensionen d_k:</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="109" />
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="120" />
        <source>Sharper</source>
        <translation>Schärfer</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="121" />
        <source>Flatter</source>
        <translation>Flacher</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="122" />
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="125" />
        <source>Predict: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="135" />
        <source>e.g. 60</source>
        <translation>z. B. 60</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="138" />
        <source>Predicted largest weight in percent at d_k = %1</source>
        <translation>Vorhergesagtes größtes Gewicht in Prozent bei d_k = %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="140" />
        <source>Largest weight at d_k = %1:</source>
        <translation>Größtes Gewicht bei d_k = %1:</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="147" />
        <source>Commit prediction</source>
        <translation>Vorhersage festlegen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="148" />
        <source>Locks your prediction; the next Run is scored against it</source>
        <translation>Sperrt Ihre Vorhersage; der nächste Lauf wird daran gemessen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="160" />
        <location filename="../app/blocks/labblock.cpp" line="454" />
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="161" />
        <source>Runs the logits in the field at every head dimension</source>
        <translation>Rechnet die Logits aus dem Feld bei jeder Kopfdimension</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="162" />
        <source>Run unchanged</source>
        <translation>Unverändert ausführen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="163" />
        <source>Runs the lesson's own logits, ignoring edits</source>
        <translation>Rechnet mit den Logits der Lektion und übergeht Änderungen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="164" />
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="165" />
        <source>Puts the lesson's logits and head dimensions back into the fields</source>
        <translation>Setzt die Logits und Kopfdimensionen der Lektion wieder in die Felder</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="167" />
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="168" />
        <source>Starts the lab over: clears the runs and the prediction</source>
        <translation>Beginnt das Labor neu: löscht die Läufe und die Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="187" />
        <source>Runs so far: raw logits and the softmax weights at each head dimension</source>
        <translation>Bisherige Läufe: rohe Logits und die Softmax-Gewichte bei jeder Kopfdimension</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="203" />
        <source>Last time you predicted &lt;b&gt;%1&lt;/b&gt;; observed &lt;b&gt;%2&lt;/b&gt; — %3</source>
        <translation>Letztes Mal haben Sie &lt;b&gt;%1&lt;/b&gt; vorhergesagt; beobachtet: &lt;b&gt;%2&lt;/b&gt; – %3</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="206" />
        <source>correct.</source>
        <translation>richtig.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="206" />
        <source>not quite.</source>
        <translation>nicht ganz.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="235" />
        <source>%1 is not a head dimension: use whole numbers from 1 to %2.</source>
        <translation>%1 ist keine Kopfdimension: verwenden Sie ganze Zahlen von 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="319" />
        <source>Choose sharper, flatter or unchanged first.</source>
        <translation>Wählen Sie zuerst schärfer, flacher oder unverändert.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="328" />
        <source>Type a percentage from 0 to 100.</source>
        <translation>Geben Sie einen Prozentwert von 0 bis 100 ein.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="334" />
        <source>Locked. Now edit the logits if the lab asks you to, and press Run.</source>
        <translation>Gesperrt. Ändern Sie jetzt die Logits, wenn das Labor es verlangt, und drücken Sie „Ausführen“.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="428" />
        <source>&lt;b&gt;Your prediction:&lt;/b&gt; %1 &amp;nbsp; | &amp;nbsp; &lt;b&gt;Observed:&lt;/b&gt; %2&lt;br&gt;%3 %4</source>
        <translation>&lt;b&gt;Ihre Vorhersage:&lt;/b&gt; %1 &amp;nbsp; | &amp;nbsp; &lt;b&gt;Beobachtet:&lt;/b&gt; %2&lt;br&gt;%3 %4</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="431" />
        <source>✔ Correct.</source>
        <translation>✔ Richtig.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="431" />
        <source>✘ Not quite.</source>
        <translation>✘ Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="434" />
        <source>Your prediction: %1. Observed: %2. %3</source>
        <translation>Ihre Vorhersage: %1. Beobachtet: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="435" />
        <source>Correct.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="435" />
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="438" />
        <source>Scored. Reset the lab to predict again.</source>
        <translation>Bewertet. Setzen Sie das Labor zurück, um erneut vorherzusagen.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="456" />
        <source>d_k = %1</source>
        <translation>d_k = %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="475" />
        <source>d_k = %1: largest weight %2</source>
        <translation>d_k = %1: größtes Gewicht %2</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="486" />
        <source>Runs: %1; latest logits: %2</source>
        <translation>Läufe: %1; letzte Logits: %2</translation>
    </message>
</context>
<context>
    <name>app::LessonPage</name>
    <message>
        <location filename="../app/lessonpage.cpp" line="45" />
        <source>Answer the prediction above first; this part of the lesson appears once you have.</source>
        <translation>Beantworten Sie zuerst die Vorhersage oben; danach erscheint dieser Teil der Lektion.</translation>
    </message>
    <message>
        <location filename="../app/lessonpage.cpp" line="117" />
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/lessonpage.cpp" line="147" />
        <source>About %n minute · %1</source>
        <translation>
            <numerusform>Etwa %n Minute · %1</numerusform>
            <numerusform>Etwa %n Minute · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/lessonpage.cpp" line="148" />
        <source>About %n minutes · %1</source>
        <translation>
            <numerusform>Etwa %n Minuten · %1</numerusform>
            <numerusform>Etwa %n Minuten · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1 minutes · %2</source>
        <translation>Etwa %1 Minuten · %2</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="55" />
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="77" />
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="79" />
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="80" />
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="90" />
        <source>← Previous lesson</source>
        <translation>← Vorige Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="91" />
        <source>Previous lesson</source>
        <translation>Vorige Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="93" />
        <source>Next lesson →</source>
        <translation>Nächste Lektion →</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="94" />
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="98" />
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="139" />
        <source>The old file is kept as %1.</source>
        <translation>Die alte Datei bleibt als %1 erhalten.</translation>
    </message>
    <message>
        <source>There is no lesson “%1” in this course; showing the first lesson instead.</source>
        <translation>In diesem Kurs gibt es keine Lektion „%1“; stattdessen wird die erste Lektion gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="149" />
        <source>There is no lesson with id “%1” in this course (known ids: %2); showing the first lesson instead.</source>
        <translation>In diesem Kurs gibt es keine Lektion mit der Kennung „%1“ (bekannte Kennungen: %2); stattdessen wird die erste Lektion gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="173" />
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="178" />
        <source>Course outline</source>
        <translation>Kursübersicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="179" />
        <source>Lessons and their sections; ✔ done, ◐ in progress. Press Enter to open.</source>
        <translation>Lektionen und ihre Abschnitte; ✔ erledigt, ◐ begonnen. Mit Eingabe öffnen.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="187" />
        <location filename="../app/mainwindow.cpp" line="494" />
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="190" />
        <source>Problems in the lesson files</source>
        <translation>Probleme in den Lektionsdateien</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="192" />
        <source>One line per problem as file:line:column; press Enter to open the file</source>
        <translation>Eine Zeile pro Problem als Datei:Zeile:Spalte; mit Eingabe die Datei öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="204" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="205" />
        <source>&amp;Open lesson folder…</source>
        <translation>Lektionsordner ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="209" />
        <source>Open lesson folder</source>
        <translation>Lektionsordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="214" />
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="218" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="227" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="230" />
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="233" />
        <source>&amp;Reset zoom</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="240" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241" />
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Über Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="244" />
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256" />
        <source>No lesson could be opened from %1. The Problems panel lists what is wrong in each file; fix it and save, or open another folder with File &gt; Open lesson folder.</source>
        <translation>Aus %1 konnte keine Lektion geöffnet werden. Die Liste „Probleme“ zeigt, was in jeder Datei falsch ist; beheben Sie es und speichern Sie, oder öffnen Sie mit Datei &gt; Lektionsordner öffnen einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267" />
        <source>%1 is not a folder. Choose a folder that holds NAME.lesson.md files.</source>
        <translation>%1 ist kein Ordner. Wählen Sie einen Ordner mit NAME.lesson.md-Dateien.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="356" />
        <source>%1 — Attention Lab</source>
        <translation>%1 – Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="414" />
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="417" />
        <source>in progress</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="419" />
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="421" />
        <source>%1%2. %3</source>
        <translation>%1%2. %3</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="423" />
        <source>Lesson %1: %2, %3</source>
        <translation>Lektion %1: %2, %3</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="424" />
        <source>%1 — %2 of %3 questions answered</source>
        <translation>%1 – %2 von %3 Fragen beantwortet</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="455" />
        <source>No questions in this lesson</source>
        <translation>Keine Fragen in dieser Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="492" />
        <source>Press Enter or double-click to open %1</source>
        <translation>Eingabe oder Doppelklick öffnet %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="495" />
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="553" />
        <source>%1 has errors; the last good version stays on screen.</source>
        <translation>%1 enthält Fehler; die letzte fehlerfreie Fassung bleibt sichtbar.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="576" />
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="588" />
        <source>About Attention Lab</source>
        <translation>Über Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="589" />
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Offline courseware: why attention divides query-key scores by √d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Your progress is kept in %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Offline-Lernsoftware: warum Attention die Query-Key-Scores durch √d&lt;sub&gt;k&lt;/sub&gt; teilt.&lt;/p&gt;&lt;p&gt;Ihr Fortschritt wird in %2 gespeichert.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>app::MarkdownView</name>
    <message>
        <location filename="../app/richtext.cpp" line="72" />
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
</context>
<context>
    <name>app::NextLessonBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="127" />
        <location filename="../app/blocks/textblocks.cpp" line="128" />
        <source>Next lesson: %1</source>
        <translation>Nächste Lektion: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="132" />
        <source>Lesson “%1” is not in this course folder.</source>
        <translation>Die Lektion „%1“ liegt nicht in diesem Kursordner.</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="137" />
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
</context>
<context>
    <name>app::ProgressKeeper</name>
    <message>
        <location filename="../app/progresskeeper.cpp" line="115" />
        <source>Your progress could not be saved to %1: %2. Check that the folder is writable and the disk is not full; answers stay in memory until then.</source>
        <translation>Ihr Fortschritt konnte nicht in %1 gespeichert werden: %2. Prüfen Sie, ob der Ordner beschreibbar und die Festplatte nicht voll ist; bis dahin bleiben die Antworten im Speicher.</translation>
    </message>
</context>
<context>
    <name>app::QuestionBlock</name>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="30" />
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="30" />
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="42" />
        <source>Type a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="43" />
        <source>Answer to: %1</source>
        <translation>Antwort auf: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="64" />
        <source>Option %1 of %2</source>
        <translation>Option %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="81" />
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="82" />
        <source>Grades your answer to: %1</source>
        <translation>Bewertet Ihre Antwort auf: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="83" />
        <source>Retry</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="84" />
        <source>Clears your answer so you can try again</source>
        <translation>Löscht Ihre Antwort, damit Sie es erneut versuchen können</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="113" />
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="175" />
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="197" />
        <source>✔ Correct</source>
        <translation>✔ Richtig</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="197" />
        <source>✘ Not quite</source>
        <translation>✘ Nicht ganz</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="206" />
        <source>**Why:** %1</source>
        <translation>**Warum:** %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="240" />
        <source>checked at %1</source>
        <translation>geprüft bei %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="256" />
        <source>⚠ The sliders changed since you checked: Check again</source>
        <translation>⚠ Die Schieberegler wurden seit der Prüfung verändert: erneut prüfen</translation>
    </message>
</context>
<context>
    <name>app::QuickCheckBlock</name>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="19" />
        <source>%1 of %2 question answered, %3 correct</source>
        <translation>%1 von %2 Frage beantwortet, %3 richtig</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="20" />
        <source>%1 of %2 questions answered, %3 correct</source>
        <translation>%1 von %2 Fragen beantwortet, %3 richtig</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="32" />
        <source>Quick check</source>
        <translation>Kurztest</translation>
    </message>
</context>
<context>
    <name>app::ReadoutBlock</name>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="126" />
        <source>Readout: %1</source>
        <translation>Anzeige: %1</translation>
    </message>
</context>
<context>
    <name>app::ReferencesBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="104" />
        <location filename="../app/blocks/textblocks.cpp" line="115" />
        <source>References</source>
        <translation>Quellen</translation>
    </message>
</context>
<context>
    <name>app::SliderControl</name>
    <message>
        <location filename="../app/blocks/controls.cpp" line="93" />
        <source>Slider for %1; the spin box beside it takes an exact value.</source>
        <translation>Schieberegler für %1; das Zahlenfeld daneben nimmt einen genauen Wert.</translation>
    </message>
    <message>
        <location filename="../app/blocks/controls.cpp" line="96" />
        <source>%1, exact value</source>
        <translation>%1, genauer Wert</translation>
    </message>
</context>
<context>
    <name>app::SoftmaxTableBlock</name>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41" />
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41" />
        <source>Raw logit</source>
        <translation>Rohes Logit</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41" />
        <source>Scaled logit</source>
        <translation>Skaliertes Logit</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41" />
        <source>Softmax %</source>
        <translation>Softmax %</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="48" />
        <source>Softmax table: position, raw logit, scaled logit, softmax weight per key</source>
        <translation>Softmax-Tabelle: Position, rohes Logit, skaliertes Logit, Softmax-Gewicht pro Key</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="76" />
        <source>Cannot compute this table: %1</source>
        <translation>Diese Tabelle lässt sich nicht berechnen: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="92" />
        <source>key %1: %2</source>
        <translation>Key %1: %2</translation>
    </message>
</context>
<context>
    <name>app::ToggleControl</name>
    <message>
        <location filename="../app/blocks/controls.cpp" line="182" />
        <source>Switches %1 on or off</source>
        <translation>Schaltet %1 ein oder aus</translation>
    </message>
</context>
<context>
    <name>app::WalkthroughBlock</name>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="76" />
        <source>Walkthrough</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="79" />
        <source>Walkthrough: %1</source>
        <translation>Schritt für Schritt: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="95" />
        <source>← Previous step</source>
        <translation>← Voriger Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="96" />
        <source>Next step →</source>
        <translation>Nächster Schritt →</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="97" />
        <source>Previous step</source>
        <translation>Voriger Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="98" />
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="125" />
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
</context>
</TS>
