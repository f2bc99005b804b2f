package org.dclab.model.internal.resource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.internal.format.Migration;
import org.dclab.model.resource.ScenarioFormat;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLLoad;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMILoadImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

/**
 * A {@code .dclab} scenario file. See {@link org.dclab.model.resource.DclabResourceFactory} for what it promises.
 *
 * <p>References need no configuration here to be diff-friendly: the model makes every name an ID, and EMF writes a
 * reference to an element with an ID as that ID.
 */
public final class DclabResource extends XMIResourceImpl {

    /** Attributes of version 2 the reader set aside, by element, for {@link Migration}. */
    private final Map<EObject, Map<String, String>> formatTwo = new HashMap<>();

    public DclabResource(URI uri) {
        super(uri);
        setEncoding(StandardCharsets.UTF_8.name());
        setIntrinsicIDToEObjectMap(new HashMap<>());
        getDefaultSaveOptions().putAll(saveOptions());
        getDefaultLoadOptions().putAll(loadOptions());
    }

    private static Map<Object, Object> saveOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_ENCODING, StandardCharsets.UTF_8.name());
        // Scenarios are lab records: every attribute is written, defaults too, so a file keeps its meaning when a
        // default in the model changes.
        options.put(XMLResource.OPTION_KEEP_DEFAULT_CONTENT, Boolean.TRUE);
        // One attribute per line, so that a changed setting is a one-line diff.
        options.put(XMLResource.OPTION_LINE_WIDTH, 1);
        // The same bytes on every platform, or files would differ only in their line ends.
        options.put(Resource.OPTION_LINE_DELIMITER, "\n");
        options.put(Resource.OPTION_SAVE_ONLY_IF_CHANGED, Resource.OPTION_SAVE_ONLY_IF_CHANGED_MEMORY_BUFFER);
        return options;
    }

    private static Map<Object, Object> loadOptions() {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_USE_PARSER_POOL, HardenedXmlParsing.PARSER_POOL);
        options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        // The parser reads the encoding from the XML declaration; EMF's own pre-scan of the stream is redundant.
        options.put(XMLResource.OPTION_USE_DEPRECATED_METHODS, Boolean.FALSE);
        return HardenedXmlParsing.enforce(options);
    }

    /** Every load reads through {@link SelfContainedXmiHandler}, whatever options its caller passes. */
    @Override
    protected XMLLoad createXMLLoad() {
        return new XMILoadImpl(createXMLHelper()) {
            @Override
            protected DefaultHandler makeDefaultHandler() {
                return new SelfContainedXmiHandler(resource, helper, options);
            }
        };
    }

    @Override
    protected XMLLoad createXMLLoad(Map<?, ?> options) {
        return createXMLLoad();
    }

    @Override
    public void doLoad(InputSource inputSource, Map<?, ?> options) throws IOException {
        super.doLoad(inputSource, HardenedXmlParsing.enforce(options));
    }

    /**
     * A file is written beside its target and renamed over it (see {@link AtomicFileWrite}); other URIs, such as
     * workspace resources in the workbench, are saved the ordinary way.
     */
    @Override
    public void save(Map<?, ?> options) throws IOException {
        if (!getURI().isFile()) {
            super.save(options);
            return;
        }
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        super.save(buffer, options);
        AtomicFileWrite.write(Path.of(getURI().toFileString()), buffer.toByteArray());
    }

    /**
     * A file of a format version this release cannot read is refused as a whole: reading it as this version could change
     * its meaning. One of an older version it can read is migrated to this one as it loads.
     */
    @Override
    public void doLoad(InputStream inputStream, Map<?, ?> options) throws IOException {
        formatTwo.clear();
        try {
            super.doLoad(inputStream, HardenedXmlParsing.enforce(options));
            checkFormatVersion();
        } finally {
            formatTwo.clear();
        }
    }

    /** Sets aside attribute {@code name} of {@code element}, which version 2 of the format had. */
    void keepFormatTwo(EObject element, String name, String value) {
        formatTwo.computeIfAbsent(element, e -> new LinkedHashMap<>()).put(name, value);
    }

    private void checkFormatVersion() throws IOException {
        if (!getContents().isEmpty() && getContents().get(0) instanceof Scenario scenario) {
            String problem = ScenarioFormat.incompatibility(scenario.getSchemaVersion());
            if (problem != null) {
                throw new IOException(problem);
            }
            if (scenario.getSchemaVersion() < ScenarioFormat.CURRENT_VERSION && getErrors().isEmpty()) {
                Migration.fromFormatTwo(scenario, formatTwo);
            }
        }
    }

    /**
     * EMF caches ID lookups but never forgets a renamed element's old name, so a lookup of that old name would
     * still find it; a hit whose ID no longer matches is dropped and looked up afresh.
     */
    @Override
    protected EObject getEObjectByID(String id) {
        EObject cached = super.getEObjectByID(id);
        if (cached == null || id.equals(EcoreUtil.getID(cached))) {
            return cached;
        }
        getIntrinsicIDToEObjectMap().remove(id);
        return super.getEObjectByID(id);
    }
}
