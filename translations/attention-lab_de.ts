<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CoreError</name>
    <message>
        <location filename="../app/coreerrors.cpp" line="11"/>
        <source>There are no numbers to compute with: enter some.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="13"/>
        <source>A value is not a number (NaN or infinity): enter finite numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="16"/>
        <source>The temperature must be a positive number: choose one above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="19"/>
        <source>The dimension must be a whole number of at least 1: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="22"/>
        <source>The sizes of the inputs do not match: make them agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="25"/>
        <source>The number of heads does not divide the model width: choose a divisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="28"/>
        <source>The scale must be a positive finite number: choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="31"/>
        <source>The mask does not fit the scores: give one entry per score and leave each row a visible entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="34"/>
        <source>The number of samples is out of range: choose a smaller one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="37"/>
        <source>The histogram&apos;s bins or axis range are invalid: use at least one bin and a range with lo &lt; hi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="40"/>
        <source>The weights are not a probability distribution: use non-negative weights that sum to 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/coreerrors.cpp" line="43"/>
        <source>The numbers are too large to compute with: use smaller ones.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="27"/>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="29"/>
        <source>Takeaway</source>
        <translation>Merksatz</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="31"/>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="32"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>app::CalloutBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="72"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>app::ChartBlock</name>
    <message>
        <location filename="../app/blocks/chartblock.cpp" line="34"/>
        <source>This build cannot draw charts of kind “%1”.</source>
        <translation>Diese Version kann Diagramme der Art „%1“ nicht zeichnen.</translation>
    </message>
</context>
<context>
    <name>app::CodeBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="50"/>
        <source>Code sample</source>
        <translation>Codebeispiel</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="51"/>
        <source>Code sample (%1)</source>
        <translation>Codebeispiel (%1)</translation>
    </message>
</context>
<context>
    <name>app::ExplainBlock</name>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="23"/>
        <source>Explain it back</source>
        <translation>Mit eigenen Worten erklären</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="32"/>
        <source>Write your explanation here. It is saved as you type.</source>
        <translation>Schreiben Sie hier Ihre Erklärung. Sie wird beim Tippen gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="33"/>
        <source>Your explanation</source>
        <translation>Ihre Erklärung</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="38"/>
        <source>Compare with the model answer</source>
        <translation>Mit der Musterantwort vergleichen</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="39"/>
        <source>Saves your explanation and shows the model answer and the rubric</source>
        <translation>Speichert Ihre Erklärung und zeigt die Musterantwort und die Bewertungspunkte</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="41"/>
        <source>Write your own explanation first; the model answer appears once you have tried.</source>
        <translation>Schreiben Sie zuerst Ihre eigene Erklärung; die Musterantwort erscheint, sobald Sie es versucht haben.</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="54"/>
        <source>Model answer</source>
        <translation>Musterantwort</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="58"/>
        <source>Tick what your explanation covers:</source>
        <translation>Haken Sie ab, was Ihre Erklärung abdeckt:</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="67"/>
        <source>Rubric item %1 of %2</source>
        <translation>Bewertungspunkt %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/blocks/explainblock.cpp" line="77"/>
        <source>Explain it back: %1</source>
        <translation>Mit eigenen Worten erklären: %1</translation>
    </message>
</context>
<context>
    <name>app::FormulaBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="96"/>
        <location filename="../app/blocks/textblocks.cpp" line="97"/>
        <source>Formula: %1</source>
        <translation>Formel: %1</translation>
    </message>
</context>
<context>
    <name>app::LabBlock</name>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="63"/>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="66"/>
        <source>Lab: %1</source>
        <translation>Labor: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="72"/>
        <location filename="../app/blocks/labblock.cpp" line="449"/>
        <source>Raw logits</source>
        <translation>Rohe Logits</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="73"/>
        <source>Comma-separated numbers, one per key, e.g. 0, 4, 2</source>
        <translation>Durch Kommas getrennte Zahlen, eine pro Key, z. B. 0, 4, 2</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="76"/>
        <source>Head dimensions</source>
        <translation>Kopfdimensionen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="77"/>
        <source>Comma-separated whole numbers from 1 to %1; one result row each</source>
        <translation>Durch Kommas getrennte ganze Zahlen von 1 bis %1; je eine Ergebniszeile</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="86"/>
        <source>&amp;Raw logits:</source>
        <translation>&amp;Rohe Logits:</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="88"/>
        <source>&amp;Head dimensions d_k:</source>
        <translation>&amp;Kopfdimensionen d_k:</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="105"/>
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="115"/>
        <source>Sharper</source>
        <translation>Schärfer</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="116"/>
        <source>Flatter</source>
        <translation>Flacher</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="117"/>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="120"/>
        <source>Predict: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="130"/>
        <source>e.g. 60</source>
        <translation>z. B. 60</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="133"/>
        <source>Predicted largest weight in percent at d_k = %1</source>
        <translation>Vorhergesagtes größtes Gewicht in Prozent bei d_k = %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="135"/>
        <source>Largest weight at d_k = %1:</source>
        <translation>Größtes Gewicht bei d_k = %1:</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="142"/>
        <source>Commit prediction</source>
        <translation>Vorhersage festlegen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="143"/>
        <source>Locks your prediction; the next Run is scored against it</source>
        <translation>Sperrt Ihre Vorhersage; der nächste Lauf wird daran gemessen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="155"/>
        <location filename="../app/blocks/labblock.cpp" line="449"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="156"/>
        <source>Runs the logits in the field at every head dimension</source>
        <translation>Rechnet die Logits aus dem Feld bei jeder Kopfdimension</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="157"/>
        <source>Run unchanged</source>
        <translation>Unverändert ausführen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="158"/>
        <source>Runs the lesson&apos;s own logits, ignoring edits</source>
        <translation>Rechnet mit den Logits der Lektion und übergeht Änderungen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="159"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="160"/>
        <source>Puts the lesson&apos;s logits and head dimensions back into the fields</source>
        <translation>Setzt die Logits und Kopfdimensionen der Lektion wieder in die Felder</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="162"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="163"/>
        <source>Starts the lab over: clears the runs and the prediction</source>
        <translation>Beginnt das Labor neu: löscht die Läufe und die Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="182"/>
        <source>Runs so far: raw logits and the softmax weights at each head dimension</source>
        <translation>Bisherige Läufe: rohe Logits und die Softmax-Gewichte bei jeder Kopfdimension</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="198"/>
        <source>Last time you predicted &lt;b&gt;%1&lt;/b&gt;; observed &lt;b&gt;%2&lt;/b&gt; — %3</source>
        <translation>Letztes Mal haben Sie &lt;b&gt;%1&lt;/b&gt; vorhergesagt; beobachtet: &lt;b&gt;%2&lt;/b&gt; – %3</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="201"/>
        <source>correct.</source>
        <translation>richtig.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="201"/>
        <source>not quite.</source>
        <translation>nicht ganz.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="230"/>
        <source>%1 is not a head dimension: use whole numbers from 1 to %2.</source>
        <translation>%1 ist keine Kopfdimension: verwenden Sie ganze Zahlen von 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="314"/>
        <source>Choose sharper, flatter or unchanged first.</source>
        <translation>Wählen Sie zuerst schärfer, flacher oder unverändert.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="322"/>
        <source>Type a percentage from 0 to 100.</source>
        <translation>Geben Sie einen Prozentwert von 0 bis 100 ein.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="329"/>
        <source>Locked. Now edit the logits if the lab asks you to, and press Run.</source>
        <translation>Gesperrt. Ändern Sie jetzt die Logits, wenn das Labor es verlangt, und drücken Sie „Ausführen“.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="423"/>
        <source>&lt;b&gt;Your prediction:&lt;/b&gt; %1 &amp;nbsp; | &amp;nbsp; &lt;b&gt;Observed:&lt;/b&gt; %2&lt;br&gt;%3 %4</source>
        <translation>&lt;b&gt;Ihre Vorhersage:&lt;/b&gt; %1 &amp;nbsp; | &amp;nbsp; &lt;b&gt;Beobachtet:&lt;/b&gt; %2&lt;br&gt;%3 %4</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="426"/>
        <source>✔ Correct.</source>
        <translation>✔ Richtig.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="426"/>
        <source>✘ Not quite.</source>
        <translation>✘ Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="429"/>
        <source>Your prediction: %1. Observed: %2. %3</source>
        <translation>Ihre Vorhersage: %1. Beobachtet: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="430"/>
        <source>Correct.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="430"/>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="433"/>
        <source>Scored. Reset the lab to predict again.</source>
        <translation>Bewertet. Setzen Sie das Labor zurück, um erneut vorherzusagen.</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="451"/>
        <source>d_k = %1</source>
        <translation>d_k = %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="470"/>
        <source>d_k = %1: largest weight %2</source>
        <translation>d_k = %1: größtes Gewicht %2</translation>
    </message>
    <message>
        <location filename="../app/blocks/labblock.cpp" line="481"/>
        <source>Runs: %1; latest logits: %2</source>
        <translation>Läufe: %1; letzte Logits: %2</translation>
    </message>
</context>
<context>
    <name>app::LessonPage</name>
    <message>
        <location filename="../app/lessonpage.cpp" line="46"/>
        <source>Answer the prediction above first; this part of the lesson appears once you have.</source>
        <translation>Beantworten Sie zuerst die Vorhersage oben; danach erscheint dieser Teil der Lektion.</translation>
    </message>
    <message>
        <location filename="../app/lessonpage.cpp" line="213"/>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/lessonpage.cpp" line="243"/>
        <source>About %n minute · %1</source>
        <translation>
            <numerusform>Etwa %n Minute · %1</numerusform>
            <numerusform>Etwa %n Minute · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/lessonpage.cpp" line="244"/>
        <source>About %n minutes · %1</source>
        <translation>
            <numerusform>Etwa %n Minuten · %1</numerusform>
            <numerusform>Etwa %n Minuten · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>About %1 minutes · %2</source>
        <translation type="vanished">Etwa %1 Minuten · %2</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="55"/>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="77"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="79"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="80"/>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="90"/>
        <source>← Previous lesson</source>
        <translation>← Vorige Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="91"/>
        <source>Previous lesson</source>
        <translation>Vorige Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="93"/>
        <source>Next lesson →</source>
        <translation>Nächste Lektion →</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="94"/>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="98"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="139"/>
        <source>The old file is kept as %1.</source>
        <translation>Die alte Datei bleibt als %1 erhalten.</translation>
    </message>
    <message>
        <source>There is no lesson “%1” in this course; showing the first lesson instead.</source>
        <translation type="vanished">In diesem Kurs gibt es keine Lektion „%1“; stattdessen wird die erste Lektion gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="149"/>
        <source>There is no lesson with id “%1” in this course (known ids: %2); showing the first lesson instead.</source>
        <translation>In diesem Kurs gibt es keine Lektion mit der Kennung „%1“ (bekannte Kennungen: %2); stattdessen wird die erste Lektion gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="173"/>
        <source>Course</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="178"/>
        <source>Course outline</source>
        <translation>Kursübersicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="179"/>
        <source>Lessons and their sections; ✔ done, ◐ in progress. Press Enter to open.</source>
        <translation>Lektionen und ihre Abschnitte; ✔ erledigt, ◐ begonnen. Mit Eingabe öffnen.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="187"/>
        <location filename="../app/mainwindow.cpp" line="494"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="190"/>
        <source>Problems in the lesson files</source>
        <translation>Probleme in den Lektionsdateien</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="192"/>
        <source>One line per problem as file:line:column; press Enter to open the file</source>
        <translation>Eine Zeile pro Problem als Datei:Zeile:Spalte; mit Eingabe die Datei öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="204"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="205"/>
        <source>&amp;Open lesson folder…</source>
        <translation>Lektionsordner ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="209"/>
        <source>Open lesson folder</source>
        <translation>Lektionsordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="214"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="218"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="226"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="227"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="230"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="233"/>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="240"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Über Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="244"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="256"/>
        <source>No lesson could be opened from %1. The Problems panel lists what is wrong in each file; fix it and save, or open another folder with File &gt; Open lesson folder.</source>
        <translation>Aus %1 konnte keine Lektion geöffnet werden. Die Liste „Probleme“ zeigt, was in jeder Datei falsch ist; beheben Sie es und speichern Sie, oder öffnen Sie mit Datei &gt; Lektionsordner öffnen einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="267"/>
        <source>%1 is not a folder. Choose a folder that holds NAME.lesson.md files.</source>
        <translation>%1 ist kein Ordner. Wählen Sie einen Ordner mit NAME.lesson.md-Dateien.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="356"/>
        <source>%1 — Attention Lab</source>
        <translation>%1 – Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="414"/>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="417"/>
        <source>in progress</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="419"/>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="421"/>
        <source>%1%2. %3</source>
        <translation>%1%2. %3</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="423"/>
        <source>Lesson %1: %2, %3</source>
        <translation>Lektion %1: %2, %3</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="424"/>
        <source>%1 — %2 of %3 questions answered</source>
        <translation>%1 – %2 von %3 Fragen beantwortet</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="455"/>
        <source>No questions in this lesson</source>
        <translation>Keine Fragen in dieser Lektion</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="492"/>
        <source>Press Enter or double-click to open %1</source>
        <translation>Eingabe oder Doppelklick öffnet %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="495"/>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="553"/>
        <source>%1 has errors; the last good version stays on screen.</source>
        <translation>%1 enthält Fehler; die letzte fehlerfreie Fassung bleibt sichtbar.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="576"/>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="588"/>
        <source>About Attention Lab</source>
        <translation>Über Attention Lab</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="589"/>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Offline courseware: why attention divides query-key scores by √d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Your progress is kept in %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Offline-Lernsoftware: warum Attention die Query-Key-Scores durch √d&lt;sub&gt;k&lt;/sub&gt; teilt.&lt;/p&gt;&lt;p&gt;Ihr Fortschritt wird in %2 gespeichert.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>app::MarkdownView</name>
    <message>
        <location filename="../app/richtext.cpp" line="72"/>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
</context>
<context>
    <name>app::NextLessonBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="125"/>
        <location filename="../app/blocks/textblocks.cpp" line="126"/>
        <source>Next lesson: %1</source>
        <translation>Nächste Lektion: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="130"/>
        <source>Lesson “%1” is not in this course folder.</source>
        <translation>Die Lektion „%1“ liegt nicht in diesem Kursordner.</translation>
    </message>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="135"/>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
</context>
<context>
    <name>app::ProgressKeeper</name>
    <message>
        <location filename="../app/progresskeeper.cpp" line="115"/>
        <source>Your progress could not be saved to %1: %2. Check that the folder is writable and the disk is not full; answers stay in memory until then.</source>
        <translation>Ihr Fortschritt konnte nicht in %1 gespeichert werden: %2. Prüfen Sie, ob der Ordner beschreibbar und die Festplatte nicht voll ist; bis dahin bleiben die Antworten im Speicher.</translation>
    </message>
</context>
<context>
    <name>app::QuestionBlock</name>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="30"/>
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="30"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="42"/>
        <source>Type a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="43"/>
        <source>Answer to: %1</source>
        <translation>Antwort auf: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="65"/>
        <source>Option %1 of %2</source>
        <translation>Option %1 von %2</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="80"/>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="81"/>
        <source>Grades your answer to: %1</source>
        <translation>Bewertet Ihre Antwort auf: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="82"/>
        <source>Retry</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="83"/>
        <source>Clears your answer so you can try again</source>
        <translation>Löscht Ihre Antwort, damit Sie es erneut versuchen können</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="112"/>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="173"/>
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="195"/>
        <source>✔ Correct</source>
        <translation>✔ Richtig</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="195"/>
        <source>✘ Not quite</source>
        <translation>✘ Nicht ganz</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="203"/>
        <source>**Why:** %1</source>
        <translation>**Warum:** %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="237"/>
        <source>checked at %1</source>
        <translation>geprüft bei %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/questionblock.cpp" line="253"/>
        <source>⚠ The sliders changed since you checked: Check again</source>
        <translation>⚠ Die Schieberegler wurden seit der Prüfung verändert: erneut prüfen</translation>
    </message>
</context>
<context>
    <name>app::QuickCheckBlock</name>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="21"/>
        <source>%1 of %2 question answered, %3 correct</source>
        <translation>%1 von %2 Frage beantwortet, %3 richtig</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="22"/>
        <source>%1 of %2 questions answered, %3 correct</source>
        <translation>%1 von %2 Fragen beantwortet, %3 richtig</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="33"/>
        <source>Quick check</source>
        <translation>Kurztest</translation>
    </message>
</context>
<context>
    <name>app::ReadoutBlock</name>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="126"/>
        <source>Readout: %1</source>
        <translation>Anzeige: %1</translation>
    </message>
</context>
<context>
    <name>app::ReferencesBlock</name>
    <message>
        <location filename="../app/blocks/textblocks.cpp" line="104"/>
        <location filename="../app/blocks/textblocks.cpp" line="115"/>
        <source>References</source>
        <translation>Quellen</translation>
    </message>
</context>
<context>
    <name>app::SliderControl</name>
    <message>
        <location filename="../app/blocks/controls.cpp" line="115"/>
        <source>Slider for %1; the spin box beside it takes an exact value.</source>
        <translation>Schieberegler für %1; das Zahlenfeld daneben nimmt einen genauen Wert.</translation>
    </message>
    <message>
        <location filename="../app/blocks/controls.cpp" line="118"/>
        <source>%1, exact value</source>
        <translation>%1, genauer Wert</translation>
    </message>
</context>
<context>
    <name>app::SoftmaxTableBlock</name>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41"/>
        <source>Raw logit</source>
        <translation>Rohes Logit</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41"/>
        <source>Scaled logit</source>
        <translation>Skaliertes Logit</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="41"/>
        <source>Softmax %</source>
        <translation>Softmax %</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="48"/>
        <source>Softmax table: position, raw logit, scaled logit, softmax weight per key</source>
        <translation>Softmax-Tabelle: Position, rohes Logit, skaliertes Logit, Softmax-Gewicht pro Key</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="76"/>
        <source>Cannot compute this table: %1</source>
        <translation>Diese Tabelle lässt sich nicht berechnen: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/tableblock.cpp" line="91"/>
        <source>key %1: %2</source>
        <translation>Key %1: %2</translation>
    </message>
</context>
<context>
    <name>app::ToggleControl</name>
    <message>
        <location filename="../app/blocks/controls.cpp" line="204"/>
        <source>Switches %1 on or off</source>
        <translation>Schaltet %1 ein oder aus</translation>
    </message>
</context>
<context>
    <name>app::WalkthroughBlock</name>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="77"/>
        <source>Walkthrough</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="80"/>
        <source>Walkthrough: %1</source>
        <translation>Schritt für Schritt: %1</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="96"/>
        <source>← Previous step</source>
        <translation>← Voriger Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="97"/>
        <source>Next step →</source>
        <translation>Nächster Schritt →</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="98"/>
        <source>Previous step</source>
        <translation>Voriger Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="99"/>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../app/blocks/groupblocks.cpp" line="126"/>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <location filename="../lessons/course.cpp" line="53"/>
        <source>the folder holds %1 lesson files, above the cap of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="57"/>
        <source>split it into several folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="121"/>
        <source>lesson id `%1` is already used by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="123"/>
        <source>give each lesson its own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="138"/>
        <source>translation without the plain file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="140"/>
        <source>add %1; it is shown when no variant fits the user&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="148"/>
        <source>the translation has id `%1` but %2 has id `%3`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="151"/>
        <source>use the same id as the plain file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="162"/>
        <source>`requires` names lesson `%1`, which is not in this course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="165"/>
        <source>check the id, or load the folder that holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="170"/>
        <source>the lesson requires itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="171"/>
        <source>remove `%1` from `requires`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="180"/>
        <source>`next` names lesson `%1`, which is not in this course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="183"/>
        <source>check the id; it may be in another folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="235"/>
        <source>`requires` of lesson `%1` forms a cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="237"/>
        <source>remove one of the requirements, or give the lesson an `order`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="264"/>
        <source>no such folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="265"/>
        <source>give a folder of *.lesson.md files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="333"/>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="334"/>
        <source>check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="342"/>
        <source>the folder holds no *.lesson.md file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="343"/>
        <location filename="../lessons/course.cpp" line="350"/>
        <source>lesson files are named NAME.lesson.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="349"/>
        <source>not a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/course.cpp" line="392"/>
        <source>checked %1 file%2: %3 error%4, %5 warning%6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="41"/>
        <source>formula is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="43"/>
        <location filename="../lessons/parser/header.cpp" line="226"/>
        <source>shorten it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="45"/>
        <source>empty formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="46"/>
        <source>write a number or a formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="49"/>
        <source>formula holds `%1`, which is not part of a formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="52"/>
        <source>use + - * / ^, numbers and parameter names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="99"/>
        <source>unknown parameter `%1` in formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="114"/>
        <source>formula gives %1 at these values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="116"/>
        <source>no number (NaN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="117"/>
        <source>infinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="144"/>
        <source>`%1` is no known function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="145"/>
        <source>use one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="175"/>
        <source>`}` without its `{` in a readout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="176"/>
        <source>remove it or write `{formula}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="185"/>
        <source>`{` is never closed in a readout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="186"/>
        <source>add `}` after the formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="200"/>
        <source>`|%1` must give 0 to 6 decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/expression.cpp" line="202"/>
        <source>write e.g. `{sqrt(dk)|2}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="33"/>
        <source>nothing typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="34"/>
        <source>type a number such as 2.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="43"/>
        <location filename="../lessons/grading.cpp" line="91"/>
        <source>`%1` is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="44"/>
        <source>type digits, e.g. 2.5 or 1e-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="49"/>
        <source>`%1` is too large to compute with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="51"/>
        <location filename="../lessons/grading.cpp" line="102"/>
        <source>use a smaller number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="58"/>
        <source>no numbers given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="59"/>
        <source>type numbers separated by commas, e.g. `4, 2, 0`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="77"/>
        <source>item %1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="78"/>
        <source>remove the extra comma or type a number there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="84"/>
        <source>too many numbers: at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="86"/>
        <source>remove some</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="92"/>
        <source>type digits such as -2.5 or 1e-3, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="98"/>
        <source>`%1` is too large: each number must be at most %2 in size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="113"/>
        <source>Choose an option first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="120"/>
        <source>`%1` is not an option of this question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="146"/>
        <source>Not quite.</source>
        <translation type="unfinished">Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="164"/>
        <source>The expected value cannot be computed: %1 (tell the lesson&apos;s author)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="180"/>
        <source>Not quite: %1%2 is more than %3 away from the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="185"/>
        <source>Not quite: %1%2 is not the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="236"/>
        <source>You predicted %1; the run came out %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="245"/>
        <source>The prediction cannot be scored (type a percentage between 0 and 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/grading.cpp" line="254"/>
        <source>You predicted %1%; the largest weight was %2% (%3 within %4 percentage points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="42"/>
        <source>%1 is given twice (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="46"/>
        <location filename="../lessons/parser/header.cpp" line="85"/>
        <source>remove one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="47"/>
        <source>give each a different id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="68"/>
        <source>the %1 block has no %2 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="70"/>
        <source>add lines like `%1 a: ...`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="73"/>
        <source>the %1 block lacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="75"/>
        <source>add a line `%1: ...`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="109"/>
        <source>%1 needs an id after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="114"/>
        <source>%1 takes no id, but %2 follows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="121"/>
        <source>key %1 must be lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="131"/>
        <source>%1 does not apply to a %2 chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="133"/>
        <source>remove it; the keys of a %1 chart are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="141"/>
        <source>unknown key %1 in a %2 block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="144"/>
        <source>the keys of %1 are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="176"/>
        <source>%1 and `values` both given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="178"/>
        <source>give either `values` (the only stops) or `min`/`max`/`step`, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="189"/>
        <source>`values` must be ascending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="190"/>
        <source>list the stops from smallest to largest, each once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="197"/>
        <source>a `log` slider needs positive values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="198"/>
        <source>make every value greater than 0, or remove `log`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="206"/>
        <source>default %1 is not one of `values`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="208"/>
        <location filename="../lessons/parser/blockrules.cpp" line="403"/>
        <source>use one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="214"/>
        <source>the slider has neither `min` and `max` nor `values`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="216"/>
        <source>add `min: ...` and `max: ...` lines, or `values: 1, 4, 16`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="224"/>
        <source>`max` (%1) is not above `min` (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="226"/>
        <source>make `min` smaller than `max`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="231"/>
        <source>a `log` slider needs `min` &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="232"/>
        <source>raise `min` above 0, or remove `log`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="241"/>
        <source>default %1 is outside %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="243"/>
        <source>pick a default between `min` and `max`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="252"/>
        <source>default %1 is not a stop of the slider (stops are `min` plus whole steps of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="256"/>
        <source>use %1 or %2, or change `step`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="267"/>
        <source>slider %1 is %2, beyond the largest a slider can show (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="271"/>
        <source>keep `min`, `max` and `values` within -%1..%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="277"/>
        <source>slider %1 is %2, finer than the %3 decimals a slider shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="281"/>
        <source>round it to %1 decimals (the smallest step is 0.000001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="292"/>
        <source>a choice needs at least two options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="293"/>
        <source>add another `option ID: label` line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="309"/>
        <source>`range` must be `lo, hi` with lo &lt; hi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="319"/>
        <source>the %1 has no `scores`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="321"/>
        <source>add `scores: 2, 1, 0` (raw scores, one per key), or named sets `scores ID: ...` with `query: @choice`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="326"/>
        <source>both `scores` and named `scores ID` sets given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="328"/>
        <source>keep one form: named sets need `query: @choice`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="331"/>
        <source>named score sets but no `query`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="332"/>
        <source>add `query: @name` naming a choice whose options are: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="337"/>
        <source>`query` must follow a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="338"/>
        <source>write `query: @name`, where name is the `param` of a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="346"/>
        <source>`scale` is not used by a `buses` chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="347"/>
        <source>remove it: the three buses always show none, sqrt and dk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="367"/>
        <source>head dimension %1 is not a whole number from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="371"/>
        <source>use whole numbers such as 1, 64, 512</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="383"/>
        <source>add `predict-prompt: ...` saying what the student predicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="389"/>
        <source>%1 is unused without `predict`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="391"/>
        <source>add `predict: direction` or `predict: max-weight`, or remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="401"/>
        <source>`predict-dim` %1 is not one of `dims`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="415"/>
        <source>%1 does not apply to a numeric question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="418"/>
        <source>numeric questions are graded by `expected` and `tolerance`; remove it or use `kind: single`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="426"/>
        <source>the numeric question has no `expected` value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="428"/>
        <source>add `expected: ...`, a number or a formula such as `sqrt(dk)`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="438"/>
        <source>%1 applies only to numeric questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="440"/>
        <source>remove it, or use `kind: numeric`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="444"/>
        <source>the question has %1 option%2; it needs at least two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="448"/>
        <source>add lines like `option a: ...` and `option b: ...`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="453"/>
        <source>feedback for %1, which is not an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="457"/>
        <source>use the id of an `option` line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="460"/>
        <source>the question has no correct answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="462"/>
        <source>add `answer: ID` naming the correct option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="464"/>
        <source>add `answer: a, c` naming every correct option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="478"/>
        <source>empty item in `answer`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="479"/>
        <location filename="../lessons/parser/header.cpp" line="143"/>
        <source>remove the extra comma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="484"/>
        <source>answer %1 is not among the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="487"/>
        <source>name an option: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="495"/>
        <source>a single-choice question has one answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/blockrules.cpp" line="496"/>
        <source>name one option, or use `kind: multi`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="21"/>
        <source>parameter %1 is already set by the %2 on line %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="25"/>
        <source>give each control its own `param` name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="36"/>
        <source>duplicate id %1 (first used on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="39"/>
        <source>give each block its own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="50"/>
        <source>`@%1` names no parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="52"/>
        <source>add a %1 with `param: %2`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="59"/>
        <source>%1 needs a %2, but `%3` is set by a %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="61"/>
        <source>bind %1 to a %2&apos;s parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="70"/>
        <source>values above %1 up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="76"/>
        <source>slider `%1` spans %2..%3, but %4 allows %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="82"/>
        <source>narrow the slider&apos;s range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="104"/>
        <source>in a formula `-` means minus, so parameter %1 reads as `%2`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="108"/>
        <source>rename the parameter to %1 in its control and wherever it is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="118"/>
        <source>formula names %1, which no control defines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="121"/>
        <source>add a slider or toggle with `param: %1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="129"/>
        <source>%1 is a choice; its value is an option id, not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="132"/>
        <source>use a slider or toggle parameter in formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="146"/>
        <source>option %1 of choice `%2` has no score set here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="149"/>
        <source>add `scores %1: ...` to this block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="158"/>
        <source>control %1 is bound to nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="160"/>
        <source>read it with `@%1` in a chart, table or lab key, or name it in a formula; otherwise remove the control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="169"/>
        <source>`reveal` names %1, which is no block of this lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="174"/>
        <location filename="../lessons/parser/crossref.cpp" line="181"/>
        <source>use the id of a chart or table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/crossref.cpp" line="177"/>
        <source>`reveal` names the %1 %2; only charts and tables can be revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/domain.cpp" line="99"/>
        <source>formula %1 is undefined or infinite for every value of its parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/domain.cpp" line="103"/>
        <source>look for a division by zero, such as `x / (t - t)`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/domain.cpp" line="111"/>
        <source>formula %1 is undefined or infinite at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/domain.cpp" line="113"/>
        <source>keep the controls&apos; ranges away from that value, or change the formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="19"/>
        <source>start the file with a line `---`, then `id:`, `title:`, `summary:`, `minutes:` and `order:` lines, then `---`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="25"/>
        <source>the file does not start with a `---` header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="38"/>
        <source>the header is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="39"/>
        <source>add a line `---` after the last header line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="47"/>
        <source>^([A-Za-z][A-Za-z0-9_-]*)[ \t]*:(.*)$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="58"/>
        <source>expected `key: value` in the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="67"/>
        <source>header key %1 must be lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="72"/>
        <source>unknown header key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="75"/>
        <source>the header keys are: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="81"/>
        <source>header key %1 is given twice (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="101"/>
        <source>header key %1 has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="106"/>
        <source>the header lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="107"/>
        <source>add a line `%1: %2` to the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="116"/>
        <location filename="../lessons/parser/values.cpp" line="66"/>
        <source>lesson id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="142"/>
        <source>empty item in `requires`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="145"/>
        <source>required lesson id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="161"/>
        <source>the header has neither `order` nor `requires`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="162"/>
        <source>add `order: N` (the lesson&apos;s place in the course) or `requires: other-lesson-id`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="174"/>
        <source>language %1 is not a language code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="176"/>
        <source>write two or three lowercase letters, e.g. `en` or `de`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="185"/>
        <source>the file name marks the %1 variant but the header says `language: %2`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="189"/>
        <source>add `language: %1` to the header, or rename the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="202"/>
        <location filename="../lessons/parser/values.cpp" line="145"/>
        <source>%1 must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="204"/>
        <location filename="../lessons/parser/header.cpp" line="214"/>
        <source>write a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="210"/>
        <location filename="../lessons/parser/values.cpp" line="200"/>
        <source>%1 is %2, outside %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="223"/>
        <source>%1 %2 is longer than %3 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="232"/>
        <source>%1 %2 is not a valid id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/header.cpp" line="233"/>
        <source>use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="55"/>
        <location filename="../lessons/parser/scanner.cpp" line="52"/>
        <source>did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="81"/>
        <location filename="../lessons/parser/parser.cpp" line="150"/>
        <source>file is %1 KiB, above the cap of %2 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="84"/>
        <location filename="../lessons/parser/parser.cpp" line="153"/>
        <source>split it into several lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="100"/>
        <source>invalid UTF-8 (byte 0x%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="102"/>
        <source>save the file as UTF-8 in your editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="145"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/parser.cpp" line="147"/>
        <source>check that it exists and is readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="43"/>
        <source>block type %1 must be lowercase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="50"/>
        <source>unknown block type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="62"/>
        <source>the %1 group is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="64"/>
        <source>add a %1 block after its last block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="107"/>
        <source>images are not shown: lessons load no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="109"/>
        <source>describe the picture in words, or use a chart block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="127"/>
        <source>code block is never closed before the %1 block on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="131"/>
        <source>add a line of %1 to end the code block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="140"/>
        <source>code block is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="141"/>
        <source>add a line of %1 after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="160"/>
        <source>unexpected %1 after the block type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="162"/>
        <source>put keys on their own lines inside the block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="164"/>
        <source>^([A-Za-z][A-Za-z0-9_-]*)(?:[ \t]+([^:\s]+))?[ \t]*:(.*)$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="184"/>
        <source>a continued value is indented with a tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="185"/>
        <source>indent the lines that continue a value by two spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="193"/>
        <source>indented line without a key above it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="194"/>
        <source>start with `key: value`; indent only the lines that continue a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="212"/>
        <source>expected `key: value` in a %1 block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="214"/>
        <source>write one `key: value` per line; continue a long value on lines indented by two spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="223"/>
        <source>more than %1 key lines in one block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="225"/>
        <source>split the block into several blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="243"/>
        <source>the %1 block is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="245"/>
        <source>add a line of %1 after its last key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="259"/>
        <source>more than %1 blocks in one lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="261"/>
        <source>split the lesson into several files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="275"/>
        <source>groups do not nest: the %1 opened on line %2 is still open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="279"/>
        <source>add %1 before this block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="291"/>
        <source>%1 closes no open %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="293"/>
        <source>close the open %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="296"/>
        <source>remove it, or add a %1 block before the blocks it should hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="308"/>
        <source>a `step` block outside a walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="309"/>
        <source>put steps between `walkthrough` and `walkthrough-end`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="319"/>
        <source>text between `walkthrough` and its first `step`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="321"/>
        <source>a %1 block between `walkthrough` and its first `step`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="325"/>
        <source>add a `step` block before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="342"/>
        <source>the walkthrough has no `step`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="343"/>
        <source>add at least one `step` block with a `title`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="350"/>
        <source>the quick check holds no question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/scanner.cpp" line="351"/>
        <source>add `question` blocks before `quickcheck-end`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="21"/>
        <source>%1 has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="22"/>
        <source>write a value after the colon, or remove the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="29"/>
        <source>%1 cannot be bound to a parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="31"/>
        <source>write a fixed value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="38"/>
        <source>%1 is not a parameter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="39"/>
        <source>write `@name`, where name is the `param` of a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="71"/>
        <source>%1 is not a valid parameter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="73"/>
        <source>use lowercase letters, digits and &apos;_&apos;, starting with a letter, at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="85"/>
        <source>%1 is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="86"/>
        <source>write `true` or `false` (or on/off, yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="100"/>
        <source>%1 is not a valid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="103"/>
        <source>write one of `%1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="109"/>
        <source>%1 is not one of the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="113"/>
        <source>write the id of an `option` line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="134"/>
        <source>%1 must be a number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="137"/>
        <source>write digits, e.g. `16` or `0.5`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="138"/>
        <source>write digits, e.g. `16`, or `@name` to follow a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="147"/>
        <source>remove the fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="164"/>
        <source>%1 is %2, above the cap of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="167"/>
        <source>use at most %1: larger values would make the application freeze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="175"/>
        <source>%1 is %2, but it must be at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="177"/>
        <source>use a smaller value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="180"/>
        <source>%1 is %2, but it must be greater than %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="183"/>
        <source>use a positive value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="186"/>
        <source>%1 is %2, but it must be at least %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="189"/>
        <source>use a value of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="192"/>
        <source>%1 is %2, but it must be greater than %3 and at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="197"/>
        <source>use a value in that range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="204"/>
        <source>use a value from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="221"/>
        <source>%1 needs at least %2 numbers, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="225"/>
        <source>add numbers separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="230"/>
        <source>%1 needs exactly two numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="244"/>
        <source>write numbers, parameter names, + - * / ^ and functions such as sqrt(dk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="248"/>
        <source>formula %1 does not parse: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="284"/>
        <source>the readout holds no `{formula}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/parser/values.cpp" line="285"/>
        <source>add e.g. `{sqrt(dk)|2}`, or use plain prose instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="158"/>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="165"/>
        <source>it does not hold a progress record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="173"/>
        <source>it has no valid &quot;version&quot; field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="178"/>
        <source>it was written by a newer version of Attention Lab (record version %1; this version reads %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="189"/>
        <source>its &quot;lessons&quot; field is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="197"/>
        <source>the record of lesson &quot;%1&quot; is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="224"/>
        <source>it cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="243"/>
        <source>Your progress file %1 could not be used: %2. It was kept as %3 and a fresh record was started. To get your answers back, install the Attention Lab version that wrote it, or send the backup to your instructor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="253"/>
        <source>Your progress file %1 could not be used: %2, and it could not be moved aside as a backup. Nothing will be saved over it: move or copy the file away, then restart Attention Lab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="265"/>
        <source>the unreadable progress file %1 was not backed up, so it is not overwritten (move it away and restart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="274"/>
        <source>cannot create the folder %1 (check its permissions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="282"/>
        <source>cannot write %1: %2 (check the folder&apos;s permissions and free space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/progress.cpp" line="291"/>
        <source>cannot save %1: %2 (check free space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lessons::Registry</name>
    <message>
        <location filename="../lessons/schema.cpp" line="159"/>
        <source>Softmax weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/schema.cpp" line="161"/>
        <source>Gradient factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/schema.cpp" line="163"/>
        <source>Three buses: no scale, $\sqrt{d_k}$, $d_k$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/schema.cpp" line="165"/>
        <source>Softmax at a temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/schema.cpp" line="174"/>
        <source>Dot products of random vectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/schema.cpp" line="181"/>
        <source>Spread of the dot product against $d_k$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../lessons/schema.cpp" line="186"/>
        <source>Per-dimension terms $q_j k_j$</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
