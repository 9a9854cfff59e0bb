// Developer aid (not a test): renders a lesson's whole page, top to bottom, to one tall PNG so
// every block can be looked at.   page_dump LESSON_ID OUT.png [LESSONS_DIR] [LOCALE]
// LOCALE (e.g. de) loads that interface translation and number format, as --locale does.

#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QApplication>
#include <QDebug>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 3)
        return 2;
    QTemporaryDir data;
    app::MainWindowOptions options;
    options.lessonId = QString::fromLocal8Bit(argv[1]);
    options.dataDir = data.path();
    if (argc > 3 && argv[3][0] != '\0')
        options.lessonsDir = QString::fromLocal8Bit(argv[3]);
    QTranslator translator;
    if (argc > 4) {
        const QLocale locale(QString::fromLocal8Bit(argv[4]));
        QLocale::setDefault(locale);
        options.localeName = locale.name();
        if (translator.load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"),
                            QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(&translator);
    }
    app::MainWindow window(options);
    window.resize(1280, 860);
    window.show();
    QCoreApplication::processEvents();
    if (window.page())
        window.page()->ensureBuilt();
    QWidget* content = window.page() ? window.page()->widget() : nullptr;
    if (!content)
        return 1;
    QElapsedTimer waited;
    waited.start();
    while (!window.page()->isSettled() && waited.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    qInfo("content %dx%d hint %d hfw %d", content->width(), content->height(),
          content->sizeHint().height(), content->heightForWidth(content->width()));
    const bool ok = content->grab().save(QString::fromLocal8Bit(argv[2]), "PNG");
    return ok ? 0 : 1;
}
