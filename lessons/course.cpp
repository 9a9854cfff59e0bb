// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/course.h"

#include "lessons/lessonvariant.h"
#include "lessons/parser/parser.h"
#include "lessons/safefile.h"
#include "lessons/schema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>

namespace lessons {
namespace {

Diagnostic fileDiagnostic(const QString& file, Diagnostic::Severity severity, SourcePos pos,
                          const QString& message, const QString& hint) {
    Diagnostic d;
    d.severity = severity;
    d.file = file;
    d.line = pos.line;
    d.column = pos.column;
    d.message = message;
    d.hint = hint;
    return d;
}

struct Listing {
    QStringList files; // sorted
    QList<Diagnostic> diagnostics;
};

Listing listFolder(const QString& dir) {
    Listing listing;
    const QDir folder(dir);
    // System: FIFOs, devices and dangling links are listed too, so that loading reports them
    // instead of leaving them out without a word.
    // CaseSensitive: `x.lesson.MD` is not loaded, as a file given on the command line is not
    // (lessons/launch.cpp).
    const QStringList names =
        folder.entryList({QStringLiteral("*") + kLessonFileSuffix},
                         QDir::Files | QDir::System | QDir::CaseSensitive, QDir::Name);
    if (names.size() > kMaxFilesPerFolder) {
        listing.diagnostics.append(fileDiagnostic(
            dir, Diagnostic::Severity::Error, {},
            QCoreApplication::translate("lessons",
                                        "the folder holds %1 lesson files, above the cap of %2")
                .arg(names.size())
                .arg(kMaxFilesPerFolder),
            QCoreApplication::translate("lessons", "split it into several folders")));
        return listing;
    }
    for (const QString& name : names)
        listing.files.append(folder.filePath(name));
    // Named like a lesson with another suffix (`temp.lesson.markdown`, `temp.lesson.MD`): not
    // loaded, so say so. Editors' backups (`~`, `.bak`, `.orig`, `.swp`) are left alone.
    static const QRegularExpression backup(QStringLiteral("(~|\\.bak|\\.orig|\\.swp)$"));
    const QStringList lookalikes = folder.entryList(
        {QStringLiteral("*.lesson"), QStringLiteral("*.lesson.*"), QStringLiteral("*.lessons.md")},
        QDir::Files | QDir::System, QDir::Name);
    for (const QString& name : lookalikes) {
        if (name.endsWith(kLessonFileSuffix) || name.contains(backup) ||
            listing.files.size() > kMaxFilesPerFolder)
            continue;
        // `gain.lesson.de.md` is a German edition: `gain.de.lesson.md`, not the plain file's name.
        static const QRegularExpression language(QStringLiteral("\\.lessons?\\.([a-z]{2})\\.md$"),
                                                 QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch edition = language.match(name);
        QString base = name.left(name.indexOf(QLatin1String(".lesson"), 0, Qt::CaseInsensitive));
        if (edition.hasMatch())
            base += QLatin1Char('.') + edition.captured(1).toLower();
        // An edition named so is an error: its students silently get the plain file's
        // language (author27's case 136); another suffix stays a warning.
        listing.diagnostics.append(fileDiagnostic(
            folder.filePath(name),
            edition.hasMatch() ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning, {},
            QCoreApplication::translate("lessons", "not loaded: lesson files end in `%1`")
                .arg(kLessonFileSuffix),
            QCoreApplication::translate("lessons", "rename it to `%1`")
                .arg(base + kLessonFileSuffix)));
    }
    // A folder named like a lesson (an outside author's `x.lesson.md/`) was skipped without a
    // word; lessons inside subfolders are not read.
    for (const QString& name : folder.entryList({QStringLiteral("*") + kLessonFileSuffix},
                                                QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        listing.diagnostics.append(fileDiagnostic(
            folder.filePath(name), Diagnostic::Severity::Warning, {},
            QCoreApplication::translate("lessons", "not loaded: a folder, not a lesson file"),
            QCoreApplication::translate(
                "lessons", "lesson files lie directly in the course folder; move the lesson "
                           "file out of it or rename the folder")));
    }
    return listing;
}

// For a file that failed to parse: a stand-in lesson with only the path and the header's id, so
// the duplicate-id check still covers it (a broken copy beside the original is reported as a
// duplicate too). Reads at most the header's first 64 lines; nothing when no valid id is found.
std::optional<Lesson> headerIdOnly(const QString& path) {
    const SafeRead read = readLessonSource(path, kMaxFileBytes);
    if (!read.ok)
        return std::nullopt;
    QTextStream file(read.bytes);
    static const QRegularExpression idLine(QStringLiteral("^id:[ \\t]*([a-z0-9-]+)[ \\t]*$"));
    constexpr int kMaxHeaderLines = 64;
    for (int line = 1; line <= kMaxHeaderLines && !file.atEnd(); ++line) {
        QString text = file.readLine();
        text.remove(QLatin1Char('\r'));
        if (line == 1) {
            if (text.startsWith(QChar(0xFEFF)))
                text.remove(0, 1);
            if (text.trimmed() != QLatin1String("---"))
                return std::nullopt;
            continue;
        }
        if (text.trimmed() == QLatin1String("---"))
            return std::nullopt;
        const QRegularExpressionMatch m = idLine.match(text);
        if (m.hasMatch()) {
            Lesson stub;
            stub.filePath = path;
            stub.id = m.captured(1);
            stub.idPos = {line, int(m.capturedStart(1)) + 1};
            return stub;
        }
    }
    return std::nullopt;
}

// The ids of the lesson files (plain files, not translations) in `path`'s folder, from their
// headers, read once a folder for every `next` that names no lesson of the check: read again for
// each such `next`, a folder of 200 files took 10.4 s against 7.5 (review35).
QSet<QString> idsInFolder(const QString& path, QHash<QString, QSet<QString>>* cache) {
    const QDir folder = QFileInfo(path).dir();
    const QString key = folder.absolutePath();
    if (const auto it = cache->constFind(key); it != cache->cend())
        return it.value();
    QSet<QString> ids;
    const QStringList names =
        folder.entryList({QStringLiteral("*") + kLessonFileSuffix}, QDir::Files, QDir::Name);
    for (qsizetype i = 0; i < names.size() && i < kMaxFilesPerFolder; ++i) {
        if (!splitLessonFileName(names.at(i)).second.isEmpty())
            continue;
        if (const std::optional<Lesson> stub = headerIdOnly(folder.filePath(names.at(i))))
            ids.insert(stub->id);
    }
    cache->insert(key, ids);
    return ids;
}

void collectNextBlocks(const QList<Block>& blocks, QList<const Block*>* out) {
    for (const Block& b : blocks) {
        if (blockType(b) == BlockType::Next)
            out->append(&b);
        collectNextBlocks(b.children, out);
    }
}

// Checks between lessons: duplicate ids, variants that disagree with their base, references to
// lessons that are not there, cycles of `requires`.
// `broken`: files that failed to parse, stood in for by their header's id only.
QList<Diagnostic> crossFileChecks(const QList<Lesson>& lessons, bool variantsIncluded,
                                  const QSet<QString>& broken = {}) {
    QList<Diagnostic> out;
    QHash<QString, const Lesson*> byId;
    QHash<QString, const Lesson*> byBase;
    for (const Lesson& l : lessons) {
        const auto [base, variant] = splitLessonFileName(QFileInfo(l.filePath).fileName());
        const QString baseKey = QFileInfo(l.filePath).absolutePath() + QLatin1Char('/') + base;
        if (variantsIncluded && !variant.isEmpty())
            continue;
        byBase.insert(baseKey, &l);
        if (const Lesson* first = byId.value(l.id)) {
            if (const std::optional<Diagnostic> lookalike = misnamedVariant(*first, l)) {
                out.append(*lookalike);
                continue;
            }
            out.append(fileDiagnostic(
                l.filePath, Diagnostic::Severity::Error, l.idPos,
                QCoreApplication::translate("lessons", "lesson id `%1` is already used by %2")
                    .arg(l.id, QDir::toNativeSeparators(first->filePath)),
                QCoreApplication::translate("lessons", "give each lesson its own id")));
            continue;
        }
        byId.insert(l.id, &l);
    }
    if (variantsIncluded) {
        for (const Lesson& l : lessons) {
            const auto [base, variant] = splitLessonFileName(QFileInfo(l.filePath).fileName());
            if (variant.isEmpty())
                continue;
            const QString baseKey = QFileInfo(l.filePath).absolutePath() + QLatin1Char('/') + base;
            const Lesson* plain = byBase.value(baseKey);
            // A plain file that is there but could not be read (over the size cap: author28's
            // case 126) has its own error; "without the plain file" would be false.
            if (!plain && QFileInfo(baseKey + kLessonFileSuffix).isFile()) {
                if (!byId.contains(l.id))
                    byId.insert(l.id, &l);
                continue;
            }
            if (!plain) {
                out.append(fileDiagnostic(
                    l.filePath, Diagnostic::Severity::Warning, {},
                    QCoreApplication::translate("lessons", "translation without the plain file %1")
                        .arg(base + kLessonFileSuffix),
                    QCoreApplication::translate(
                        "lessons", "add %1; it is shown when no variant fits the user's language")
                        .arg(base + kLessonFileSuffix)));
                if (!byId.contains(l.id))
                    byId.insert(l.id, &l);
            } else if (plain->id != l.id) {
                out.append(fileDiagnostic(
                    l.filePath, Diagnostic::Severity::Error, l.idPos,
                    QCoreApplication::translate("lessons",
                                                "the translation has id `%1` but %2 has id `%3`")
                        .arg(l.id, base + kLessonFileSuffix, plain->id),
                    QCoreApplication::translate("lessons", "use the same id as the plain file")));
            } else if (!broken.contains(plain->filePath) && !broken.contains(l.filePath)) {
                if (std::optional<Diagnostic> d = translationDifference(*plain, l))
                    out.append(*d);
            }
        }
    }
    QHash<QString, QSet<QString>> folderIds;
    for (const Lesson& l : lessons) {
        for (int i = 0; i < l.requires.size(); ++i) {
            const QString& r = l.requires.at(i);
            const SourcePos at = l.requiresPositions.value(i, {1, 1});
            if (!byId.contains(r))
                out.append(fileDiagnostic(
                    l.filePath, Diagnostic::Severity::Warning, at,
                    QCoreApplication::translate(
                        "lessons", "`requires` names lesson `%1`, which is not in this course")
                        .arg(r),
                    QCoreApplication::translate("lessons",
                                                "check the id, or load the folder that holds it")));
            else if (r == l.id)
                out.append(fileDiagnostic(
                    l.filePath, Diagnostic::Severity::Error, at,
                    QCoreApplication::translate("lessons", "the lesson requires itself"),
                    QCoreApplication::translate("lessons", "remove `%1` from `requires`").arg(r)));
        }
        QList<const Block*> nexts;
        collectNextBlocks(l.blocks, &nexts);
        for (const Block* b : nexts) {
            const Entry* e = b->entry(QStringLiteral("lesson"));
            // A file checked alone (`--check 03.lesson.md`) names its neighbours, which are in
            // the course the window opens: only a lesson outside its folder is missing there
            // (the button is shown disabled).
            if (e && !byId.contains(e->value) &&
                !idsInFolder(l.filePath, &folderIds).contains(e->value))
                out.append(fileDiagnostic(
                    l.filePath, Diagnostic::Severity::Warning, e->valuePos,
                    QCoreApplication::translate(
                        "lessons", "`next` names lesson `%1`, which is not in this folder: its "
                                   "button is shown disabled")
                        .arg(e->value),
                    QCoreApplication::translate(
                        "lessons", "check the id; a course is one folder, so point to a lesson "
                                   "of another course in prose, not with `next`")));
        }
    }
    return out;
}

// Lessons with `order` by order (then id); each lesson with only `requires` right after the
// last lesson it requires. A cycle of `requires` is an error; its lessons go last.
QList<Lesson> ordered(QList<Lesson> lessons, QList<Diagnostic>* diagnostics) {
    QList<Lesson> placed;
    QList<Lesson> pending;
    for (const Lesson& l : lessons)
        (l.order > 0 ? placed : pending).append(l);
    std::stable_sort(placed.begin(), placed.end(), [](const Lesson& a, const Lesson& b) {
        return a.order != b.order ? a.order < b.order : a.id < b.id;
    });
    std::stable_sort(pending.begin(), pending.end(),
                     [](const Lesson& a, const Lesson& b) { return a.id < b.id; });
    QSet<QString> known;
    for (const Lesson& l : lessons)
        known.insert(l.id);
    bool progress = true;
    while (!pending.isEmpty() && progress) {
        progress = false;
        for (int i = 0; i < pending.size(); ++i) {
            int after = -1;
            bool ready = true;
            for (const QString& r : pending.at(i).requires) {
                if (!known.contains(r))
                    continue; // reported as a warning
                int at = -1;
                for (int k = 0; k < placed.size(); ++k) {
                    if (placed.at(k).id == r)
                        at = k;
                }
                if (at < 0) {
                    ready = false;
                    break;
                }
                after = std::max(after, at);
            }
            if (!ready)
                continue;
            placed.insert(after + 1, pending.takeAt(i));
            progress = true;
            break;
        }
    }
    for (const Lesson& l : pending) {
        diagnostics->append(fileDiagnostic(
            l.filePath, Diagnostic::Severity::Error, l.requiresPositions.value(0, {1, 1}),
            QCoreApplication::translate("lessons", "`requires` of lesson `%1` forms a cycle")
                .arg(l.id),
            QCoreApplication::translate(
                "lessons", "remove one of the requirements, or give the lesson an `order`")));
        placed.append(l);
    }
    return placed;
}

QString languageOf(const QString& localeName) {
    QString lang = localeName.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0);
    return lang.toLower();
}

// Blank lines and `<!-- ... -->` notes show nothing: a file begun from the header with only a
// note below it is as empty as one without.
bool showsNothing(const Lesson& lesson) {
    static const QRegularExpression comment(QStringLiteral("<!--.*?-->"),
                                            QRegularExpression::DotMatchesEverythingOption);
    return std::all_of(lesson.blocks.cbegin(), lesson.blocks.cend(), [](const Block& b) {
        return blockType(b) == BlockType::Prose &&
               QString(b.source).remove(comment).trimmed().isEmpty();
    });
}

} // namespace

const Lesson* Course::find(const QString& id) const {
    for (const Lesson& l : lessons) {
        if (l.id == id)
            return &l;
    }
    return nullptr;
}

Course loadCourse(const QString& dir, const QString& localeName,
                  const std::function<bool()>& stopRequested) {
    Course course;
    if (!QFileInfo(dir).isDir()) {
        course.diagnostics.append(fileDiagnostic(
            dir, Diagnostic::Severity::Error, {},
            QCoreApplication::translate("lessons", "no such folder"),
            QCoreApplication::translate("lessons", "give a folder of *.lesson.md files")));
        return course;
    }
    const Listing listing = listFolder(dir);
    course.diagnostics = listing.diagnostics;
    // base name -> {variant language -> path}
    QMap<QString, QHash<QString, QString>> bases;
    for (const QString& path : listing.files) {
        const auto [base, variant] = splitLessonFileName(QFileInfo(path).fileName());
        bases[base].insert(variant, path);
    }
    const QString language = languageOf(localeName);
    // Compiled in (a Qt resource path): checked by the test suite, not at each start.
    const Checks checks = dir.startsWith(QLatin1String(":/")) ? Checks::CompiledIn : Checks::All;
    QList<Lesson> lessons;
    for (auto it = bases.cbegin(); it != bases.cend(); ++it) {
        const QHash<QString, QString>& variants = it.value();
        QStringList candidates;
        if (!language.isEmpty() && variants.contains(language))
            candidates.append(variants.value(language));
        if (variants.contains(QString()))
            candidates.append(variants.value(QString()));
        else if (variants.contains(QStringLiteral("en")) && language != QLatin1String("en"))
            candidates.append(variants.value(QStringLiteral("en")));
        if (candidates.isEmpty()) {
            QStringList keys = variants.keys();
            keys.sort();
            candidates.append(variants.value(keys.first()));
        }
        for (const QString& path : candidates) {
            if (stopRequested && stopRequested()) {
                course.stopped = true;
                course.lessons = lessons; // in file-name order, unchecked across files
                return course;
            }
            ParseResult r = loadLessonFileUntil(path, checks, stopRequested);
            if (stopRequested && stopRequested()) { // the parse may have ended early
                course.stopped = true;
                course.lessons = lessons;
                return course;
            }
            course.diagnostics.append(r.diagnostics);
            // The built-in translations are held to their plain files by the test suite.
            if (r.lesson && checks != Checks::CompiledIn) {
                if (std::optional<Diagnostic> drift = driftFromPlainFile(*r.lesson, checks)) {
                    course.diagnostics.append(*drift);
                    continue; // as a broken translation
                }
            }
            if (r.lesson) {
                lessons.append(*r.lesson);
                break; // a broken translation falls back to the next candidate
            }
        }
    }
    course.diagnostics.append(crossFileChecks(lessons, false));
    // A lesson whose id another file already took is left out, so ids stay unique.
    QSet<QString> seen;
    QList<Lesson> unique;
    for (const Lesson& l : lessons) {
        if (!seen.contains(l.id)) {
            seen.insert(l.id);
            unique.append(l);
        }
    }
    course.lessons = ordered(unique, &course.diagnostics);
    return course;
}

ParseResult reloadLesson(const QString& path) {
    ParseResult result = loadLessonFile(path);
    if (result.lesson) {
        if (std::optional<Diagnostic> drift = driftFromPlainFile(*result.lesson, Checks::All)) {
            result.diagnostics.append(*drift);
            result.lesson.reset(); // the last good version stays on screen
        }
    }
    return result;
}

namespace {

// Leaves out of `diagnostics` the errors of `file` that its parse without the rename on `line`
// (`renamed`: the translation's name, the plain file's) does not give.
void dropRenameCascade(const QString& file, int line, const QPair<QString, QString>& renamed,
                       QList<Diagnostic>* diagnostics) {
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return;
    QList<QByteArray> lines = in.readAll().split('\n');
    if (line < 1 || line > lines.size())
        return;
    QByteArray& renamedLine = lines[line - 1];
    renamedLine.replace(renamed.first.toUtf8(), renamed.second.toUtf8());
    const ParseResult unrenamed = parseLesson(lines.join('\n'), file);
    QSet<QString> remaining;
    for (const Diagnostic& d : unrenamed.diagnostics)
        remaining.insert(d.toString());
    diagnostics->removeIf([&](const Diagnostic& d) {
        return d.file == file && d.isError() && !remaining.contains(d.toString());
    });
}

} // namespace

int runCheck(const QStringList& paths, QTextStream& out) {
    if (paths.isEmpty()) {
        out << "usage: attention-lab --check PATH... (lesson files or folders of *.lesson.md)\n";
        out.flush();
        return 2;
    }
    bool badUsage = false;
    QStringList files;
    QList<Diagnostic> diagnostics;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            diagnostics.append(
                fileDiagnostic(path, Diagnostic::Severity::Error, {},
                               QCoreApplication::translate("lessons", "no such file or folder"),
                               QCoreApplication::translate("lessons", "check the path")));
            badUsage = true;
        } else if (info.isDir()) {
            const Listing listing = listFolder(path);
            diagnostics.append(listing.diagnostics);
            // A folder that loads no lesson is a path that is no lesson folder (README): exit
            // 2, so that an author's CI fails on a course that loads nothing (author27's case
            // 135 passed with a warning). A folder over the file cap has its own error.
            if (listing.files.isEmpty() && errorCount(listing.diagnostics) == 0) {
                diagnostics.append(fileDiagnostic(
                    path, Diagnostic::Severity::Error, {},
                    QCoreApplication::translate("lessons", "the folder holds no *.lesson.md file"),
                    QCoreApplication::translate("lessons",
                                                "lesson files are named NAME.lesson.md")));
                badUsage = true;
            }
            files.append(listing.files);
        } else if (!info.fileName().endsWith(kLessonFileSuffix)) {
            diagnostics.append(fileDiagnostic(
                path, Diagnostic::Severity::Error, {},
                QCoreApplication::translate("lessons", "not a lesson file"),
                QCoreApplication::translate("lessons", "lesson files are named NAME.lesson.md")));
            badUsage = true;
        } else {
            files.append(path);
        }
    }
    files.removeDuplicates();
    QList<Lesson> lessons;
    QList<Lesson> stubs;  // files with errors, stood in for by their header's id only
    QSet<QString> broken; // their paths
    for (const QString& file : files) {
        ParseResult r = loadLessonFile(file);
        diagnostics.append(r.diagnostics);
        if (r.lesson) {
            // Only `--check` says so: a new file saved while writing is reloaded in the app.
            if (showsNothing(*r.lesson))
                diagnostics.append(fileDiagnostic(
                    file, Diagnostic::Severity::Warning, {},
                    QCoreApplication::translate("lessons",
                                                "the lesson has nothing after its header"),
                    QCoreApplication::translate("lessons",
                                                "add prose and blocks below the closing `---`")));
            lessons.append(*r.lesson);
        } else if (std::optional<Lesson> stub = headerIdOnly(file)) {
            stubs.append(*stub);
            broken.insert(file);
        }
    }
    // A translation checked without its plain file beside it on the command line is still
    // compared with it (it said "translation without the plain file" and passed a drift); the
    // plain file's own problems are for a check of that file.
    QSet<QString> comparedOnly;
    for (const QString& file : std::as_const(files)) {
        const QString plainPath = plainFileOf(file);
        if (plainPath.isEmpty() || !QFileInfo(plainPath).isFile())
            continue;
        const bool named = std::any_of(files.cbegin(), files.cend(), [&](const QString& other) {
            return QFileInfo(other) == QFileInfo(plainPath);
        });
        if (named || comparedOnly.contains(plainPath))
            continue;
        if (ParseResult r = loadLessonFile(plainPath); r.lesson) {
            lessons.append(*r.lesson);
            comparedOnly.insert(plainPath);
        }
    }
    for (const QString& file : std::as_const(broken)) {
        QPair<QString, QString> renamed;
        const std::optional<Diagnostic> d = writtenTranslationDifference(file, &renamed);
        if (!d)
            continue;
        // A renamed `param` is the cause of every "names no parameter" and "bound to nothing"
        // below it (author27's case 127: the cause was the 3rd of 13 errors): the errors that
        // vanish with the plain file's name put back are left out.
        if (!renamed.first.isEmpty())
            dropRenameCascade(file, d->line, renamed, &diagnostics);
        diagnostics.append(*d);
    }
    // After the good lessons: a duplicate id is reported on the broken file, not on the good one.
    lessons.append(stubs);
    diagnostics.append(crossFileChecks(lessons, true, broken));
    QList<Lesson> plain;
    for (const Lesson& l : lessons) {
        if (!broken.contains(l.filePath) &&
            splitLessonFileName(QFileInfo(l.filePath).fileName()).second.isEmpty())
            plain.append(l);
    }
    ordered(plain, &diagnostics);
    diagnostics.removeIf(
        [&comparedOnly](const Diagnostic& d) { return comparedOnly.contains(d.file); });
    sortByPlace(&diagnostics);
    for (const Diagnostic& d : diagnostics)
        out << d.toString() << '\n';
    const int errors = errorCount(diagnostics);
    const int warnings = warningCount(diagnostics);
    out << QCoreApplication::translate("lessons", "checked %1: %2, %3")
               .arg(
                   QCoreApplication::translate("lessons", "%n file(s)", nullptr, int(files.size())),
                   QCoreApplication::translate("lessons", "%n error(s)", nullptr, errors),
                   QCoreApplication::translate("lessons", "%n warning(s)", nullptr, warnings))
        << '\n';
    out.flush();
    if (badUsage)
        return 2;
    return errors > 0 ? 1 : 0;
}

} // namespace lessons
