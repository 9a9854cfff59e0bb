// attention-lab [--lessons DIR] [--lesson ID] [--screenshot FILE] [--check PATH...] [--locale NAME]

#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/progresskeeper.h"
#include "app/recordexport.h"
#include "lessons/course.h"
#include "lessons/recordfile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstring>
#include <memory>

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

struct Options {
    QCommandLineOption lessons{QStringLiteral("lessons"),
                               QCoreApplication::translate("main",
                                                           "Open the lesson files of DIR "
                                                           "instead of the built-in course."),
                               QStringLiteral("DIR")};
    QCommandLineOption lesson{QStringLiteral("lesson"),
                              QCoreApplication::translate("main", "Open the lesson with this id."),
                              QStringLiteral("ID")};
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
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Attention Lab: interactive lessons on why attention divides by sqrt(d_k)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({options.lessons, options.lesson, options.screenshot, options.check,
                       options.exportRecord, options.locale});
    parser.addPositionalArgument(
        QStringLiteral("paths"),
        QCoreApplication::translate("main", "With --check: lesson files or folders to check."),
        QStringLiteral("[PATH...]"));
}

// --check, --help and --version print and exit: they must work without a display, so they run
// before (and instead of) the QApplication, which needs one.
bool wantsNoWindow(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"--check", "-check", "--help", "-help", "-h", "-?", "--help-all",
                                   "--version", "-version", "-v"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
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

bool wantsExport(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "--export-record", 15) == 0 ||
            std::strncmp(argv[i], "-export-record", 14) == 0)
            return true;
    }
    return false;
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
    if (!parser.parse(QCoreApplication::arguments())) {
        err << parser.errorText() << '\n';
        return kExitBadUsage;
    }
    const QString target = parser.value(options.exportRecord);
    if (app::recordFormatFor(target) == app::RecordFormat::Unknown) {
        err << QCoreApplication::translate("main", "--export-record %1: name the file .json, "
                                                   ".csv or .pdf; the suffix picks the format.")
                   .arg(target)
            << '\n';
        return kExitBadUsage;
    }
    const QString lessonsDir = parser.value(options.lessons);
    if (!lessonsDir.isEmpty() && !QFileInfo(lessonsDir).isDir()) {
        err << QCoreApplication::translate("main", "--lessons %1: no such folder.").arg(lessonsDir)
            << '\n';
        return kExitBadUsage;
    }
    const QString recordPath =
        QDir(app::defaultDataDirectory()).filePath(QStringLiteral("progress.json"));
    lessons::ProgressStore store(recordPath);
    const QFileInfo recordInfo(recordPath);
    if (recordInfo.exists() || recordInfo.isSymLink()) {
        // A FIFO would block the read and /dev/zero never ends: only a regular file is read.
        QString problem;
        QFile file;
        if (lessons::openRegularFile(recordPath, &file, &problem))
            store.fromJson(file.readAll(), &problem);
        if (!problem.isEmpty()) {
            err << QCoreApplication::translate("main", "Cannot read the record %1: %2. Nothing "
                                                       "was written; start Attention Lab once to "
                                                       "have the file set aside and reported.")
                       .arg(QDir::toNativeSeparators(recordPath), problem)
                << '\n';
            return 1;
        }
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
    QTextStream err(stderr);
    if (!parser.parse(QCoreApplication::arguments())) {
        err << parser.errorText() << '\n';
        return kExitBadUsage;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")))
        parser.showHelp(0); // exits
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion(); // exits
    QTextStream out(stdout);
    return lessons::runCheck(parser.positionalArguments(), out);
}

} // namespace

int main(int argc, char** argv) {
    if (wantsExport(argc, argv) && !wantsNoWindow(argc, argv))
        return runExport(argc, argv);
    if (wantsNoWindow(argc, argv))
        return runWithoutWindow(argc, argv);

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setDesktopFileName(QStringLiteral("org.attentionlab.AttentionLab"));
    installTranslators(app, localeArgument());
    QCommandLineParser parser;
    Options options;
    describe(parser, options);
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        QTextStream(stderr) << QCoreApplication::translate(
                                   "main", "Unexpected argument %1: paths are only taken with "
                                           "--check; use --lessons DIR to open a folder.")
                                   .arg(parser.positionalArguments().first())
                            << '\n';
        return kExitBadUsage;
    }

    app::MainWindowOptions windowOptions;
    windowOptions.lessonsDir = parser.value(options.lessons);
    windowOptions.lessonId = parser.value(options.lesson);
    windowOptions.localeName = parser.value(options.locale);
    const QString screenshot = parser.value(options.screenshot);
    // A picture of a lesson is no study session: the learner's record stays as it was.
    windowOptions.keepRecord = screenshot.isEmpty();
    if (!windowOptions.lessonsDir.isEmpty() && !QFileInfo(windowOptions.lessonsDir).isDir()) {
        QTextStream(stderr) << QCoreApplication::translate(
                                   "main", "--lessons %1: no such folder. Give a folder that "
                                           "holds NAME.lesson.md files.")
                                   .arg(windowOptions.lessonsDir)
                            << '\n';
        return kExitBadUsage;
    }

    app::MainWindow window(windowOptions);
    if (!screenshot.isEmpty() && !windowOptions.lessonId.isEmpty() &&
        !window.course().find(windowOptions.lessonId)) {
        QStringList known;
        for (const lessons::Lesson& lesson : window.course().lessons)
            known.append(lesson.id);
        QTextStream(stderr) << QCoreApplication::translate(
                                   "main", "--lesson %1: no lesson with id `%1`; known ids: %2. "
                                           "No screenshot was written.")
                                   .arg(windowOptions.lessonId, known.join(QStringLiteral(", ")))
                            << '\n';
        return kExitBadUsage;
    }
    if (screenshot.isEmpty()) {
        window.show();
        return app.exec();
    }

    window.show();
    int status = 0;
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
    });
    poll.start();
    app.exec();
    return status;
}
