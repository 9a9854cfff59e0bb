// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab [--lessons DIR] [--lesson ID|N] [--screenshot FILE] [--check PATH...] [--locale
// NAME]
//               [--export-record FILE] [FOLDER | LESSON-FILE | file:URL]

#include "app/heappolicy.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/outlinestyle.h"
#include "app/progresskeeper.h"
#include "app/recordexport.h"
#include "app/settingslocation.h"
#include "lessons/course.h"
#include "lessons/launch.h"
#include "lessons/recordasis.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <QWidget>

#include <cstring>
#include <functional>
#include <memory>
#include <utility>

namespace {

constexpr int kExitBadUsage = 2;
constexpr int kSettlePollMs = 5;
constexpr int kSettleTimeoutMs = 10000;

// The file name's suffix names the format when Qt writes it (.bmp, .ppm, .jpg); PNG otherwise.
const char* screenshotFormat(const QString& path) {
    const QByteArray suffix = QFileInfo(path).suffix().toLower().toLatin1();
    return !suffix.isEmpty() && QImageWriter::supportedImageFormats().contains(suffix) ? nullptr
                                                                                       : "PNG";
}

// Calls `painted` from the event loop once `widget` has been painted for the first time, so the
// whole frame it belongs to is drawn by then.
class FirstPaintWatch : public QObject {
public:
    FirstPaintWatch(QWidget* widget, std::function<void()> painted) : painted_(std::move(painted)) {
        widget->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, painted_);
        }
        return false;
    }

private:
    std::function<void()> painted_;
};

struct Options {
    QCommandLineOption lessons{QStringLiteral("lessons"),
                               QCoreApplication::translate("main",
                                                           "Open the lesson files of DIR "
                                                           "instead of the built-in course."),
                               QStringLiteral("DIR")};
    QCommandLineOption lesson{
        QStringLiteral("lesson"),
        QCoreApplication::translate("main", "Open the lesson with this id, or the lesson with this "
                                            "number in the sidebar (1 for the first)."),
        QStringLiteral("ID|N")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the window with the lesson to an image and "
                                            "exit: PNG, or the format the file name's suffix "
                                            "names (.bmp, .ppm, .jpg)."),
        QStringLiteral("FILE")};
    QCommandLineOption check{
        QStringLiteral("check"),
        QCoreApplication::translate("main", "Check the lesson files and folders given as "
                                            "arguments, print every problem and exit (0 = no "
                                            "errors, 1 = errors, 2 = bad usage). No window.")};
    QCommandLineOption exportRecord{
        QStringLiteral("export-record"),
        QCoreApplication::translate("main",
                                    "Write the learner's record to FILE and exit: .json (the whole "
                                    "record, importable again), .csv (one row per attempt) or .pdf "
                                    "(a printable report). No window."),
        QStringLiteral("FILE")};
    QCommandLineOption locale{QStringLiteral("locale"),
                              QCoreApplication::translate("main", "Use this language (e.g. de) "
                                                                  "instead of the system's."),
                              QStringLiteral("NAME")};
};

void describe(QCommandLineParser& parser, Options& options) {
    parser.setApplicationDescription(
        QCoreApplication::translate(
            "main", "Attention Lab: interactive lessons on why attention divides by sqrt(d_k).") +
        QLatin1Char('\n') +
        QCoreApplication::translate(
            "main", "Qt's own options work too, such as -style Fusion or -reverse."));
    // `-check DIR` is read as `--check DIR`, not as the letters c, h, e, c, k.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({options.lessons, options.lesson, options.screenshot, options.check,
                       options.exportRecord, options.locale});
    parser.addPositionalArgument(
        QStringLiteral("paths"),
        QCoreApplication::translate("main", "With --check: lesson files or folders to check. "
                                            "Otherwise: one lesson folder, lesson file or file: "
                                            "URL to open (a file opens its folder at that "
                                            "lesson)."),
        QStringLiteral("[PATH...]"));
}

enum class Mode { Window, NoWindow, Export };

// Qt's own options, which QGuiApplication and QApplication read and take out of argv: ours
// rejected `attention-lab -style Fusion` as an unknown option (D4), and so did every mode
// that makes no QApplication. Each may come as -style Fusion, -style=Fusion or --style Fusion.
QStringList withoutQtOptions(const QStringList& arguments) {
    static const QStringList withValue = {QStringLiteral("style"),
                                          QStringLiteral("stylesheet"),
                                          QStringLiteral("platform"),
                                          QStringLiteral("platformpluginpath"),
                                          QStringLiteral("platformtheme"),
                                          QStringLiteral("plugin"),
                                          QStringLiteral("qwindowgeometry"),
                                          QStringLiteral("qwindowicon"),
                                          QStringLiteral("qwindowtitle"),
                                          QStringLiteral("session"),
                                          QStringLiteral("display"),
                                          QStringLiteral("geometry"),
                                          QStringLiteral("title")};
    static const QStringList flags = {QStringLiteral("reverse"), QStringLiteral("widgetcount"),
                                      QStringLiteral("nograb"),  QStringLiteral("dograb"),
                                      QStringLiteral("sync"),    QStringLiteral("testability")};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QLatin1String("--")) { // the rest are paths
            kept.append(arguments.mid(i));
            break;
        }
        if (i == 0 || !argument.startsWith(QLatin1Char('-'))) {
            kept.append(argument);
            continue;
        }
        QString name = argument.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
        const qsizetype equals = name.indexOf(QLatin1Char('='));
        if (equals >= 0)
            name.truncate(equals);
        if (withValue.contains(name)) {
            if (equals < 0)
                ++i; // and its value
            continue;
        }
        if (equals < 0 && flags.contains(name))
            continue;
        kept.append(argument);
    }
    return kept;
}

QStringList argumentsOf(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return withoutQtOptions(arguments);
}

// QLocale reads a name it does not know as the C locale.
bool knownLocale(const QString& name) {
    return name.isEmpty() || QLocale(name).language() != QLocale::C;
}

// The checks every mode makes of a parsed command line; an empty string when it is usable.
QString usageProblem(const QCommandLineParser& parser, const Options& options, Mode mode) {
    const QString locale = parser.value(options.locale);
    if (!knownLocale(locale))
        return QCoreApplication::translate("main", "--locale %1: no such language; give a name "
                                                   "such as de, de_DE or en.")
            .arg(locale);
    const QString lessonsDir = parser.value(options.lessons);
    if (!lessonsDir.isEmpty() && !QFileInfo(lessonsDir).isDir())
        return QCoreApplication::translate("main", "--lessons %1: no such folder. Give a folder "
                                                   "that holds NAME.lesson.md files.")
            .arg(lessonsDir);
    const QStringList paths = parser.positionalArguments();
    if (mode == Mode::Export && !paths.isEmpty())
        return QCoreApplication::translate("main", "Unexpected argument %1: --export-record takes "
                                                   "no paths besides its FILE.")
            .arg(paths.first());
    if (mode == Mode::Window && paths.size() > 1)
        return QCoreApplication::translate("main", "Unexpected argument %1: give one lesson folder "
                                                   "or lesson file to open (use --check to check "
                                                   "several).")
            .arg(paths.at(1));
    if (mode == Mode::Window && !paths.isEmpty() && !lessonsDir.isEmpty())
        return QCoreApplication::translate("main", "Unexpected argument %1: give either --lessons "
                                                   "DIR or a folder or lesson file, not both.")
            .arg(paths.first());
    return QString();
}

int usageError(const QString& problem) {
    QTextStream(stderr) << problem << '\n'
                        << QCoreApplication::translate("main", "Run attention-lab --help for the "
                                                               "options.")
                        << '\n';
    return kExitBadUsage;
}

// A window-mode command line's problem, found before the QApplication (which needs a display)
// exists; with the lesson folder (and file) a path argument opens, when there is one.
QString windowProblem(const QCommandLineParser& parser, const Options& options,
                      lessons::LaunchTarget* target = nullptr) {
    if (const QString problem = usageProblem(parser, options, Mode::Window); !problem.isEmpty())
        return problem;
    if (parser.positionalArguments().isEmpty())
        return QString();
    const lessons::Result<lessons::LaunchTarget> resolved =
        lessons::launchTargetOf(parser.positionalArguments().first(), QDir::currentPath());
    if (!resolved)
        return resolved.error().message + QStringLiteral("; ") + resolved.error().hint;
    if (target)
        *target = resolved.value();
    return QString();
}

// Which application object to make, decided by the same parser that every mode then uses.
// --check, --help, --version and every usage error (of any mode) print and exit: they must work
// without a display, so they run before (and instead of) the QApplication, which needs one.
Mode modeOf(const QStringList& arguments) {
    QCommandLineParser parser;
    Options options;
    describe(parser, options);
    if (!parser.parse(arguments) || parser.isSet(options.check) ||
        parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")) ||
        parser.isSet(QStringLiteral("version")))
        return Mode::NoWindow;
    if (parser.isSet(options.exportRecord))
        return Mode::Export;
    return windowProblem(parser, options).isEmpty() ? Mode::Window : Mode::NoWindow;
}

void setIdentity() {
    QCoreApplication::setApplicationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTN_VERSION));
}

// Loads the German (or other) interface texts embedded under :/i18n.
void installTranslators(QCoreApplication& app, const QString& localeName) {
    const QLocale locale = localeName.isEmpty() ? QLocale::system() : QLocale(localeName);
    QLocale::setDefault(locale);
    auto* own = new QTranslator(&app);
    // A language without a translation reads English, with the English plural forms ("1 minute",
    // "2 minutes") from attention-lab_en.
    if (own->load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")) ||
        own->load(QStringLiteral("attention-lab_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

// The language, read before the options are built: their help texts are translated then.
QString localeArgument() {
    QCommandLineParser early;
    const QCommandLineOption locale(QStringLiteral("locale"), QString(), QStringLiteral("NAME"));
    early.addOption(locale);
    early.parse(QCoreApplication::arguments()); // the other options are checked later
    return early.value(locale);
}

// --export-record FILE: reads the record (never moving or rewriting it, even when it is
// damaged) and writes FILE. JSON and CSV need no GUI at all; the PDF needs fonts, so a
// QGuiApplication on the offscreen platform, which needs no display either.
int runExport(int argc, char** argv) {
    std::unique_ptr<QCoreApplication> app;
    // The format decides which application object to make, before there is a parser.
    const auto format = [&] {
        for (int i = 1; i < argc; ++i) {
            const QString arg = QString::fromLocal8Bit(argv[i]);
            const int equals = arg.indexOf(QLatin1Char('='));
            if (arg.contains(QLatin1String("export-record")) && equals > 0)
                return app::recordFormatFor(arg.mid(equals + 1));
            if (arg.contains(QLatin1String("export-record")) && i + 1 < argc)
                return app::recordFormatFor(QString::fromLocal8Bit(argv[i + 1]));
        }
        return app::RecordFormat::Unknown;
    }();
    if (format == app::RecordFormat::Pdf) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    setIdentity();
    installTranslators(*app, localeArgument());
    QCommandLineParser parser;
    Options options;
    describe(parser, options);
    QTextStream err(stderr);
    if (!parser.parse(withoutQtOptions(QCoreApplication::arguments())))
        return usageError(parser.errorText());
    if (const QString problem = usageProblem(parser, options, Mode::Export); !problem.isEmpty())
        return usageError(problem);
    const QString target = parser.value(options.exportRecord);
    if (app::recordFormatFor(target) == app::RecordFormat::Unknown) {
        err << QCoreApplication::translate("main", "--export-record %1: name the file .json, "
                                                   ".csv or .pdf; the suffix picks the format.")
                   .arg(target)
            << '\n';
        return kExitBadUsage;
    }
    // Only the file is made: a folder the user did not ask for is never created.
    if (!QFileInfo(QFileInfo(target).absolutePath()).isDir())
        return usageError(
            QCoreApplication::translate("main", "--export-record %1: the folder %2 "
                                                "does not exist; give a file in an "
                                                "existing folder.")
                .arg(target, QDir::toNativeSeparators(QFileInfo(target).absolutePath())));
    const QString lessonsDir = parser.value(options.lessons);
    const QString recordPath =
        QDir(app::defaultDataDirectory()).filePath(QStringLiteral("progress.json"));
    lessons::ProgressStore store(recordPath);
    if (const lessons::Status read = lessons::readRecordAsIs(recordPath, &store); !read) {
        err << QCoreApplication::translate("main", "Cannot read the record %1: %2. Nothing "
                                                   "was written; start Attention Lab once to "
                                                   "have the file set aside and reported.")
                   .arg(QDir::toNativeSeparators(read.error().file), read.error().message)
            << '\n';
        return 1;
    }
    const lessons::Course course =
        lessons::loadCourse(lessonsDir.isEmpty() ? QStringLiteral(":/lessons") : lessonsDir,
                            parser.value(options.locale));
    QString error;
    if (!app::exportRecord(target, course, store, QDateTime::currentDateTime(), &error)) {
        err << QCoreApplication::translate("main", "--export-record: %1").arg(error) << '\n';
        return 1;
    }
    QTextStream(stdout) << QCoreApplication::translate("main",
                                                       "Wrote %1 (lessons in the record: %2).")
                               .arg(QDir::toNativeSeparators(target))
                               .arg(store.lessonIds().size())
                        << '\n';
    return 0;
}

int runWithoutWindow(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    setIdentity();
    installTranslators(app, localeArgument());
    QCommandLineParser parser;
    Options options;
    describe(parser, options);
    if (!parser.parse(withoutQtOptions(QCoreApplication::arguments())))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")))
        parser.showHelp(0); // exits
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion(); // exits
    if (!parser.isSet(options.check)) {
        // A window's command line that modeOf() found a problem in.
        const QString problem = parser.isSet(options.exportRecord)
                                    ? usageProblem(parser, options, Mode::Export)
                                    : windowProblem(parser, options);
        return usageError(problem.isEmpty() ? QCoreApplication::translate("main", "Bad usage.")
                                            : problem);
    }
    if (const QString problem = usageProblem(parser, options, Mode::NoWindow); !problem.isEmpty())
        return usageError(problem);
    QTextStream out(stdout);
    return lessons::runCheck(parser.positionalArguments(), out);
}

} // namespace

int main(int argc, char** argv) {
    app::shareOneHeapArena();
    app::interpretRegularExpressions();
    switch (modeOf(argumentsOf(argc, argv))) {
    case Mode::NoWindow:
        return runWithoutWindow(argc, argv);
    case Mode::Export:
        return runExport(argc, argv);
    case Mode::Window:
        break;
    }

    QApplication app(argc, argv);
    // A proxy without a base follows -style and QT_STYLE_OVERRIDE (tst_commandline
    // theStyleChosenOnTheCommandLineIsKept); the application owns it.
    QApplication::setStyle(new app::OutlineStyle);
    setIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setDesktopFileName(QStringLiteral("org.attentionlab.AttentionLab"));
    // The settings' place as the window finds it (it is given no other data folder from here).
    const QString interfaceLanguage =
        app::startupLanguage(localeArgument(), app::windowSettingsPathFor(QString(), false));
    installTranslators(app, interfaceLanguage);
    QCommandLineParser parser;
    Options options;
    describe(parser, options);
    lessons::LaunchTarget target;
    if (!parser.parse(withoutQtOptions(QCoreApplication::arguments())))
        return usageError(parser.errorText());
    if (const QString problem = windowProblem(parser, options, &target); !problem.isEmpty())
        return usageError(problem);

    app::MainWindowOptions windowOptions;
    windowOptions.lessonsDir = parser.value(options.lessons);
    windowOptions.lessonId = parser.value(options.lesson);
    windowOptions.localeName = interfaceLanguage;
    if (!target.folder.isEmpty()) {
        windowOptions.lessonsDir = target.folder;
        // Read with its folder, on the window's worker thread. A lesson file with errors still
        // opens its folder; the Problems panel shows why.
        windowOptions.lessonFile = target.lessonFile;
    }
    const QString screenshot = parser.value(options.screenshot);
    // A picture of a lesson is no study session: the learner's record stays as it was.
    windowOptions.keepRecord = screenshot.isEmpty();

    app::MainWindow window(windowOptions);
    if (!screenshot.isEmpty())
        window.waitForCourse(); // a picture is of the lesson, not of "Loading lessons…"
    if (!screenshot.isEmpty() && !windowOptions.lessonId.isEmpty() &&
        lessons::lessonIdOfArgument(window.course(), windowOptions.lessonId).isEmpty()) {
        QStringList known;
        for (const lessons::Lesson& lesson : window.course().lessons)
            known.append(lesson.id);
        QTextStream(stderr) << QCoreApplication::translate(
                                   "main",
                                   "--lesson %1: no lesson with id `%1`, and the lessons are "
                                   "numbered 1 to %2 (give a number the sidebar shows, or "
                                   "one of the ids %3). No screenshot was written.")
                                   .arg(windowOptions.lessonId)
                                   .arg(window.course().lessons.size())
                                   .arg(known.join(QStringLiteral(", ")))
                            << '\n';
        return kExitBadUsage;
    }
    if (screenshot.isEmpty()) {
        window.show();
        return app.exec();
    }

    int status = 0;
    const auto saveShot = [&] {
        const bool saved = window.grab().save(screenshot, screenshotFormat(screenshot));
        if (!saved) {
            QTextStream(stderr) << QCoreApplication::translate(
                                       "main", "Cannot write the screenshot to %1: check that "
                                               "the folder exists and is writable.")
                                       .arg(screenshot)
                                << '\n';
            status = 1;
        }
        QCoreApplication::quit();
    };
    if (qEnvironmentVariable("ATTN_SHOT_AT") == QLatin1String("first-paint")) {
        // For scripts/startup_bench.sh only: a start as the student sees it ends with the first
        // frame that shows the lesson, while the page still builds what is below it.
        QWidget* watched = window.page() ? window.page()->widget() : &window;
        FirstPaintWatch watch(watched, [&] {
            QTextStream(stdout) << "shot_page_complete: "
                                << (window.page() && !window.page()->isComplete() ? "no" : "yes")
                                << '\n';
            saveShot();
        });
        window.show();
        app.exec();
        return status;
    }

    window.show();
    QElapsedTimer waited;
    waited.start();
    QTimer poll;
    poll.setInterval(kSettlePollMs);
    QObject::connect(&poll, &QTimer::timeout, &app, [&] {
        // Charts fed by the Monte Carlo bench draw once their background job is in.
        const bool settled = !window.page() || window.page()->isSettled();
        if (!settled && waited.elapsed() < kSettleTimeoutMs)
            return;
        // Let the layout settle (prose heights follow the width) before painting. Blocks still
        // being built may add a chart here; wait for it too, or it is painted empty.
        QCoreApplication::processEvents();
        if (window.page() && !window.page()->isSettled() && waited.elapsed() < kSettleTimeoutMs)
            return;
        poll.stop();
        if (window.page())
            window.page()->settleLayout();
        saveShot();
    });
    poll.start();
    app.exec();
    return status;
}
