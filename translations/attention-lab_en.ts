<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>app::ExplainBlock</name>
    <message numerus="yes">
        <source>Write at least %n words of your own first.</source>
        <translation>
            <numerusform>Write at least %n word of your own first.</numerusform>
            <numerusform>Write at least %n words of your own first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::LabBlock</name>
    <message numerus="yes">
        <source>Reset puts the lesson&apos;s logits back and clears the %n run(s) in the table.</source>
        <translation>
            <numerusform>Reset puts the lesson&apos;s logits back and clears the %n run in the table.</numerusform>
            <numerusform>Reset puts the lesson&apos;s logits back and clears the %n runs in the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::LessonPage</name>
    <message numerus="yes">
        <source>About %n minute(s) · %1</source>
        <translation>
            <numerusform>About %n minute · %1</numerusform>
            <numerusform>About %n minutes · %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message numerus="yes">
        <source>Next review: %1 (%n question(s))</source>
        <translation>
            <numerusform>Next review: %1 (%n question)</numerusform>
            <numerusform>Next review: %1 (%n questions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review</source>
        <translation>
            <numerusform>%n question due for review</numerusform>
            <numerusform>%n questions due for review</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::OverviewPage</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n missed question(s) due for review now.&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n missed question is due for review now.&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n missed questions are due for review now.&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review %n missed question(s)</source>
        <translation>
            <numerusform>Review %n missed question</numerusform>
            <numerusform>Review %n missed questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Explanations written with at least %n word(s): a real attempt, not “ok”</source>
        <translation>
            <numerusform>Explanations written with at least %n word: a real attempt, not “ok”</numerusform>
            <numerusform>Explanations written with at least %n words: a real attempt, not “ok”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::RecordActions</name>
    <message numerus="yes">
        <source>%n part(s) of it could not be read (%1): they are kept as they were, exported again with your record, and do not count as answered.</source>
        <translation>
            <numerusform>%n part of it could not be read (%1): it is kept as it was, exported again with your record, and does not count as answered.</numerusform>
            <numerusform>%n parts of it could not be read (%1): they are kept as they were, exported again with your record, and do not count as answered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app::ReviewPage</name>
    <message numerus="yes">
        <source>in %n day(s), on %1</source>
        <translation>
            <numerusform>in %n day, on %1</numerusform>
            <numerusform>in %n days, on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n missed question(s) due.</source>
        <translation>
            <numerusform>&lt;p&gt;%n missed question is due.</numerusform>
            <numerusform>&lt;p&gt;%n missed questions are due.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n question(s) still to answer, of %1 due today.</source>
        <translation>
            <numerusform>&lt;p&gt;%n question still to answer, of %1 due today.</numerusform>
            <numerusform>&lt;p&gt;%n questions still to answer, of %1 due today.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Next review: %n question(s) %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Next review: %n question %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Next review: %n questions %1.&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::charts::ChartPanel</name>
    <message numerus="yes">
        <source>, and %n more</source>
        <translation>
            <numerusform>, and %n more</numerusform>
            <numerusform>, and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message numerus="yes">
        <source>%n part(s) of your progress file %1 could not be read (%2). They are kept in the file exactly as they were and do not count as answered. A newer Attention Lab may read them; or send the file to your instructor.</source>
        <translation>
            <numerusform>%n part of your progress file %1 could not be read (%2). It is kept in the file exactly as it was and does not count as answered. A newer Attention Lab may read it; or send the file to your instructor.</numerusform>
            <numerusform>%n parts of your progress file %1 could not be read (%2). They are kept in the file exactly as they were and do not count as answered. A newer Attention Lab may read them; or send the file to your instructor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the question has %n option(s); it needs at least two</source>
        <translation>
            <numerusform>the question has %n option; it needs at least two</numerusform>
            <numerusform>the question has %n options; it needs at least two</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) of your record %1 could not be read (%2). They are kept in it exactly as they were, are given back by every export, and do not count as answered. A newer Attention Lab may read them; or send an export of your record (Record &gt; Export record) to your instructor.</source>
        <translation>
            <numerusform>%n part of your record %1 could not be read (%2). It is kept in it exactly as it was, is given back by every export, and does not count as answered. A newer Attention Lab may read it; or send an export of your record (Record &gt; Export record) to your instructor.</numerusform>
            <numerusform>%n parts of your record %1 could not be read (%2). They are kept in it exactly as they were, are given back by every export, and do not count as answered. A newer Attention Lab may read them; or send an export of your record (Record &gt; Export record) to your instructor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more lines of block text hold an image or HTML</source>
        <translation>
            <numerusform>%n more line of block text holds an image or HTML</numerusform>
            <numerusform>%n more lines of block text hold an image or HTML</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`keys` names %n key(s) but line %1 gives %2 scores</source>
        <translation>
            <numerusform>`keys` names %n key but line %1 gives %2 scores</numerusform>
            <numerusform>`keys` names %n keys but line %1 gives %2 scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`keys` names %n key(s) but the chart has %1 %2</source>
        <translation>
            <numerusform>`keys` names %n key but the chart has %1 %2</numerusform>
            <numerusform>`keys` names %n keys but the chart has %1 %2</numerusform>
        </translation>
    </message>
</context>
</TS>
